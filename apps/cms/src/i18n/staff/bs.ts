/** Staff accounts, in Bosnian; keys as en.ts. */
import type { TranslationOf } from '../translation-of';
import type { en } from './en';

export const bs = {
  secondFactor: {
    title: 'Prijava u dva koraka',
    checking: 'Provjera vaše prijave…',
    enrolWhy:
      'Prijave neželjenih djelovanja sadrže zdravstvene podatke: vaša uloga zahtijeva drugi korak pri prijavi u sistem. Jednom postavite aplikaciju za autentifikaciju (npr. na mobitelu).',
    enrolWhyApplications:
      'Prijave za posao sadrže lične podatke kandidata: vaša uloga zahtijeva drugi korak pri prijavi u sistem. Jednom postavite aplikaciju za autentifikaciju (npr. na mobitelu).',
    enrolWhySurveys:
      'Odgovori na anketu sadrže zdravstvene podatke: vaša uloga zahtijeva drugi korak pri prijavi u sistem. Jednom postavite aplikaciju za autentifikaciju (npr. na mobitelu).',
    enrol: 'Postavi aplikaciju za autentifikaciju',
    qrAlt: 'QR kod ključa: skenirajte ga aplikacijom za autentifikaciju',
    addAccount:
      'U aplikaciji za autentifikaciju dodajte račun: skenirajte ovaj QR kod kamerom telefona ili upišite ključ ispod. Na uređaju na kojem je aplikacija link je otvara direktno.',
    openInApp: 'Otvori u aplikaciji za autentifikaciju',
    firstCode: 'Šestocifreni kod koji aplikacija sada prikazuje',
    recoveryCodes: 'Gotovo. Sačuvajte ove kodove za oporavak na sigurnom mjestu: svaki vas jednom prijavljuje ako izgubite mobitel. Prikazuju se samo sada.',
    continue: 'Nastavi na prijave neželjenih djelovanja',
    continueApplications: 'Nastavi na prijave za posao',
    continueSurveys: 'Nastavi na rezultate ankete',
    verifyCode: 'Šestocifreni kod iz aplikacije za autentifikaciju ili kod za oporavak',
    confirm: 'Potvrdi',
    confirmed: 'Vaša prijava je potvrđena.',
    openReports: 'Otvori prijave neželjenih djelovanja',
    openApplications: 'Otvori prijave za posao',
    openSurveys: 'Otvori rezultate ankete',
    noSecondFactor: 'Vaša uloga nema drugi korak prijave.',
    alreadyEnrolled: 'Drugi korak prijave je već postavljen. Operater ga može poništiti naredbom npm run cms -- reset-second-factor.',
    wrongFirstCode: 'Kod nije tačan. Unesite trenutni šestocifreni kod iz aplikacije.',
    tooManyCodes: 'Previše pogrešnih kodova. Korak prijave je zaključan: pokušajte ponovo za {minutes} min.',
    wrongCode: 'Kod nije tačan. Unesite trenutni kod iz aplikacije ili kod za oporavak.',
    noSuchStep: 'Taj korak ne postoji.',
    stepsIntro:
      'Postavljanje ima tri koraka: dodajte ključ u aplikaciju za autentifikaciju, upišite kod koji aplikacija zatim prikaže i sačuvajte kodove za oporavak.',
    stepOf: 'Korak {current} od {total}',
    stepKey: 'Dodajte ključ u aplikaciju za autentifikaciju',
    stepCode: 'Upišite kod iz aplikacije',
    stepRecovery: 'Sačuvajte kodove za oporavak',
    keyLabel: 'Ključ',
    keyHint: 'Upišite ga bez razmaka: grupe od četiri znaka služe samo za lakše čitanje. Kopiranjem ga dobijate u jednom komadu.',
    copyKey: 'Kopiraj ključ',
    copied: 'Kopirano.',
    copyFailed: 'Kopiranje ovdje nije uspjelo: označite tekst i kopirajte ga sami.',
    toCode: 'Dalje: upišite kod',
    codeHint: 'Kada je račun dodan u aplikaciju, ona svakih 30 sekundi prikazuje novi šestocifreni kod.',
    backToKey: 'Nazad na ključ',
    copyCodes: 'Kopiraj kodove',
    downloadCodes: 'Preuzmi kao tekstualni fajl',
    recoveryFileName: 'kodovi-za-oporavak-{site}-{date}.txt',
    recoveryFileTitle: 'Kodovi za oporavak za prijavu u dva koraka na {site}',
    recoveryFileAccount: 'Račun: {email}',
    recoveryFileMade: 'Napravljeno {date}',
    recoveryFileUse:
      'Svaki kod vas jednom prijavljuje ako izgubite telefon s aplikacijom za autentifikaciju. Čuvajte ovaj fajl na sigurnom mjestu, odvojeno od lozinke.',
  },
  session: {
    warningTitle: 'Vaša prijava uskoro ističe',
    warningText: 'Prijava ističe nakon {minutes} minuta bez aktivnosti, radi zaštite podataka kojima daje pristup. Vaša ističe za {left} min.',
    warningKept:
      'Ako istekne, nesačuvane promjene otvorenog dokumenta ostaju u ovoj kartici preglednika, a dokument vam ih nudi nazad kad se ponovo prijavite.',
    staySignedIn: 'Ostanite prijavljeni',
    signOut: 'Odjavite se',
    ended: 'Vaša prijava je istekla nakon {minutes} minuta bez aktivnosti.',
    endedKept: 'Prijavite se ponovo i nastavite gdje ste stali. Promjene koje niste sačuvali bit će vam ponuđene nazad kad otvorite dokument.',
    keptTitle: 'Nesačuvane promjene od prije odjave',
    keptText: 'Vaša prijava je istekla u {time}, a ove promjene nisu bile sačuvane. Vratite ih u obrazac pa ih sačuvajte ili ih odbacite.',
    putBack: 'Vrati promjene',
    discard: 'Odbaci ih',
  },
  accounts: {
    passwordTooShort: 'Lozinka mora imati najmanje {min} znakova.',
    passwordGuessable:
      'Ovu lozinku je lako pogoditi (česta lozinka, red na tastaturi, uzorak ili datum). Dobro služi fraza od četiri ili više nepovezanih riječi.',
    passwordHasEmailName: 'Lozinka ne smije sadržavati ime iz vaše e-mail adrese.',
    tooManyLogins: 'Previše neuspjelih prijava: prijava je zasad zaključana. Pokušajte ponovo za {minutes} min.',
    tooManyResetRequests: 'Previše zahtjeva za novu lozinku s ove adrese. Pokušajte ponovo za {minutes} min.',
    marketsDescription:
      'Tržišta čiji sadržaj urednik mijenja (na jeziku tržišta i na engleskom), čije prijave neželjenih djelovanja obrađuje službenik za farmakovigilancu, čije prijave za posao obrađuje služba ljudskih resursa ili čije rezultate ankete čita tim za ankete.',
  },
} satisfies TranslationOf<typeof en>;
