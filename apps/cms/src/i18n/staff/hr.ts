/** Staff accounts, in Croatian; keys as en.ts. */
import type { TranslationOf } from '../translation-of';
import type { en } from './en';

export const hr = {
  secondFactor: {
    title: 'Prijava u dva koraka',
    checking: 'Provjera vaše prijave…',
    enrolWhy:
      'Prijave nuspojava sadrže zdravstvene podatke: vaša uloga zahtijeva drugi korak pri prijavi u sustav. Jednom postavite aplikaciju za autentifikaciju (npr. na mobitelu).',
    enrolWhyApplications:
      'Prijave za posao sadrže osobne podatke kandidata: vaša uloga zahtijeva drugi korak pri prijavi u sustav. Jednom postavite aplikaciju za autentifikaciju (npr. na mobitelu).',
    enrolWhySurveys:
      'Odgovori na anketu sadrže zdravstvene podatke: vaša uloga zahtijeva drugi korak pri prijavi u sustav. Jednom postavite aplikaciju za autentifikaciju (npr. na mobitelu).',
    enrol: 'Postavi aplikaciju za autentifikaciju',
    qrAlt: 'QR kod ključa: skenirajte ga aplikacijom za autentifikaciju',
    addAccount:
      'U aplikaciji za autentifikaciju dodajte račun: skenirajte ovaj QR kod kamerom mobitela ili upišite ključ u nastavku. Na uređaju na kojem je aplikacija poveznica je otvara izravno.',
    openInApp: 'Otvori u aplikaciji za autentifikaciju',
    firstCode: 'Šesteroznamenkasti kod koji aplikacija sada prikazuje',
    recoveryCodes: 'Gotovo. Spremite ove kodove za oporavak na sigurno mjesto: svaki vas jednom prijavljuje ako izgubite mobitel. Prikazuju se samo sada.',
    continue: 'Nastavi na prijave nuspojava',
    continueApplications: 'Nastavi na prijave za posao',
    continueSurveys: 'Nastavi na rezultate ankete',
    verifyCode: 'Šesteroznamenkasti kod iz aplikacije za autentifikaciju ili kod za oporavak',
    confirm: 'Potvrdi',
    confirmed: 'Vaša je prijava potvrđena.',
    openReports: 'Otvori prijave nuspojava',
    openApplications: 'Otvori prijave za posao',
    openSurveys: 'Otvori rezultate ankete',
    noSecondFactor: 'Vaša uloga nema drugi korak prijave.',
    alreadyEnrolled: 'Drugi korak prijave već je postavljen. Operater ga može poništiti naredbom npm run cms -- reset-second-factor.',
    wrongFirstCode: 'Kod nije točan. Unesite trenutačni šesteroznamenkasti kod iz aplikacije.',
    tooManyCodes: 'Previše pogrešnih kodova. Korak prijave je zaključan: pokušajte ponovno za {minutes} min.',
    wrongCode: 'Kod nije točan. Unesite trenutačni kod iz aplikacije ili kod za oporavak.',
    noSuchStep: 'Taj korak ne postoji.',
    stepsIntro:
      'Postavljanje ima tri koraka: dodajte ključ u aplikaciju za autentifikaciju, upišite kod koji aplikacija zatim prikaže i spremite kodove za oporavak.',
    stepOf: 'Korak {current} od {total}',
    stepKey: 'Dodajte ključ u aplikaciju za autentifikaciju',
    stepCode: 'Upišite kod iz aplikacije',
    stepRecovery: 'Spremite kodove za oporavak',
    keyLabel: 'Ključ',
    keyHint: 'Upišite ga bez razmaka: skupine od četiri znaka služe samo lakšem čitanju. Kopiranjem ga dobivate u jednom komadu.',
    copyKey: 'Kopiraj ključ',
    copied: 'Kopirano.',
    copyFailed: 'Kopiranje ovdje nije uspjelo: označite tekst i kopirajte ga sami.',
    toCode: 'Dalje: upišite kod',
    codeHint: 'Kad je račun dodan u aplikaciju, ona svakih 30 sekundi prikazuje novi šesteroznamenkasti kod.',
    backToKey: 'Natrag na ključ',
    copyCodes: 'Kopiraj kodove',
    downloadCodes: 'Preuzmi kao tekstnu datoteku',
    recoveryFileName: 'kodovi-za-oporavak-{site}-{date}.txt',
    recoveryFileTitle: 'Kodovi za oporavak za prijavu u dva koraka na {site}',
    recoveryFileAccount: 'Račun: {email}',
    recoveryFileMade: 'Izrađeno {date}',
    recoveryFileUse:
      'Svaki kod jednom vas prijavljuje ako izgubite mobitel s aplikacijom za autentifikaciju. Čuvajte ovu datoteku na sigurnom mjestu, odvojeno od lozinke.',
  },
  session: {
    warningTitle: 'Vaša prijava uskoro istječe',
    warningText: 'Prijava istječe nakon {minutes} minuta bez aktivnosti, radi zaštite podataka kojima daje pristup. Vaša istječe za {left} min.',
    warningKept:
      'Ako istekne, nespremljene promjene otvorenog dokumenta ostaju u ovoj kartici preglednika, a dokument vam ih nudi natrag kad se ponovno prijavite.',
    staySignedIn: 'Ostanite prijavljeni',
    signOut: 'Odjavite se',
    ended: 'Vaša je prijava istekla nakon {minutes} minuta bez aktivnosti.',
    endedKept: 'Prijavite se ponovno i nastavite gdje ste stali. Promjene koje niste spremili ponudit će vam se natrag kad otvorite dokument.',
    keptTitle: 'Nespremljene promjene od prije odjave',
    keptText: 'Vaša je prijava istekla u {time}, a ove promjene nisu bile spremljene. Vratite ih u obrazac pa ih spremite ili ih odbacite.',
    putBack: 'Vrati promjene',
    discard: 'Odbaci ih',
  },
  accounts: {
    passwordTooShort: 'Lozinka mora imati najmanje {min} znakova.',
    passwordGuessable:
      'Ovu je lozinku lako pogoditi (česta lozinka, red tipkovnice, uzorak ili datum). Dobro služi izraz od četiri ili više nepovezanih riječi.',
    passwordHasEmailName: 'Lozinka ne smije sadržavati ime iz vaše e-adrese.',
    tooManyLogins: 'Previše neuspjelih prijava: prijava je zasad zaključana. Pokušajte ponovno za {minutes} min.',
    tooManyResetRequests: 'Previše zahtjeva za novu lozinku s ove adrese. Pokušajte ponovno za {minutes} min.',
    marketsDescription:
      'Tržišta čiji sadržaj urednik mijenja (na jeziku tržišta i na engleskom), čije prijave nuspojava obrađuje službenik za farmakovigilanciju, čije prijave za posao obrađuju ljudski potencijali ili čije rezultate ankete čita tim za ankete.',
  },
} satisfies TranslationOf<typeof en>;
