/** Staff accounts, in Slovenian; keys as en.ts. */
import type { TranslationOf } from '../translation-of';
import type { en } from './en';

export const sl = {
  secondFactor: {
    title: 'Prijava v dveh korakih',
    checking: 'Preverjanje vaše prijave…',
    enrolWhy:
      'Poročila o neželenih učinkih so zdravstveni podatki: vaša vloga zahteva drugi korak pri prijavi. Enkrat nastavite aplikacijo za preverjanje pristnosti (na primer na telefonu).',
    enrolWhyApplications:
      'Prijave za zaposlitev vsebujejo osebne podatke kandidatov: vaša vloga zahteva drugi korak pri prijavi. Enkrat nastavite aplikacijo za preverjanje pristnosti (na primer na telefonu).',
    enrolWhySurveys:
      'Odgovori na anketo so zdravstveni podatki: vaša vloga zahteva drugi korak pri prijavi. Enkrat nastavite aplikacijo za preverjanje pristnosti (na primer na telefonu).',
    enrol: 'Nastavi aplikacijo za preverjanje pristnosti',
    qrAlt: 'Koda QR ključa: skenirajte jo z aplikacijo za preverjanje pristnosti',
    addAccount:
      'V aplikaciji za preverjanje pristnosti dodajte račun: s kamero telefona skenirajte to kodo QR ali vpišite spodnji ključ. Na napravi, kjer je aplikacija, jo povezava odpre neposredno.',
    openInApp: 'Odpri v aplikaciji za preverjanje pristnosti',
    firstCode: 'Šestmestna koda, ki jo aplikacija zdaj prikazuje',
    recoveryCodes: 'Končano. Te obnovitvene kode shranite na varno: vsaka vas enkrat prijavi, če izgubite telefon. Prikazane so samo zdaj.',
    continue: 'Naprej na poročila',
    continueApplications: 'Naprej na prijave za zaposlitev',
    continueSurveys: 'Naprej na rezultate ankete',
    verifyCode: 'Šestmestna koda iz aplikacije za preverjanje pristnosti ali obnovitvena koda',
    confirm: 'Potrdi',
    confirmed: 'Vaša prijava je potrjena.',
    openReports: 'Odpri poročila',
    openApplications: 'Odpri prijave za zaposlitev',
    openSurveys: 'Odpri rezultate ankete',
    noSecondFactor: 'Vaša vloga nima drugega koraka prijave.',
    alreadyEnrolled: 'Drugi korak prijave je že nastavljen. Operater ga lahko ponastavi z ukazom npm run cms -- reset-second-factor.',
    wrongFirstCode: 'Koda ni pravilna. Vnesite trenutno šestmestno kodo iz aplikacije.',
    tooManyCodes: 'Preveč napačnih kod. Korak prijave je zaklenjen: poskusite znova čez {minutes} min.',
    wrongCode: 'Koda ni pravilna. Vnesite trenutno kodo iz aplikacije ali obnovitveno kodo.',
    noSuchStep: 'Tega koraka ni.',
    stepsIntro:
      'Nastavitev ima tri korake: dodajte ključ v aplikacijo za preverjanje pristnosti, vpišite kodo, ki jo aplikacija nato pokaže, in shranite obnovitvene kode.',
    stepOf: 'Korak {current} od {total}',
    stepKey: 'Dodajte ključ v aplikacijo za preverjanje pristnosti',
    stepCode: 'Vpišite kodo iz aplikacije',
    stepRecovery: 'Shranite obnovitvene kode',
    keyLabel: 'Ključ',
    keyHint: 'Vpišite ga brez presledkov: skupine po štiri znake so le za lažje branje. S kopiranjem ga dobite v enem kosu.',
    copyKey: 'Kopiraj ključ',
    copied: 'Kopirano.',
    copyFailed: 'Kopiranje tukaj ni uspelo: označite besedilo in ga kopirajte sami.',
    toCode: 'Naprej: vpišite kodo',
    codeHint: 'Ko je račun dodan v aplikacijo, ta vsakih 30 sekund pokaže novo šestmestno kodo.',
    backToKey: 'Nazaj na ključ',
    copyCodes: 'Kopiraj kode',
    downloadCodes: 'Prenesi kot besedilno datoteko',
    recoveryFileName: 'obnovitvene-kode-{site}-{date}.txt',
    recoveryFileTitle: 'Obnovitvene kode za prijavo v dveh korakih na {site}',
    recoveryFileAccount: 'Račun: {email}',
    recoveryFileMade: 'Ustvarjeno {date}',
    recoveryFileUse:
      'Vsaka koda vas enkrat prijavi, če izgubite telefon z aplikacijo za preverjanje pristnosti. To datoteko hranite na varnem, ločeno od gesla.',
  },
  session: {
    warningTitle: 'Vaša prijava bo kmalu potekla',
    warningText: 'Prijava poteče po {minutes} minutah nedejavnosti, da so podatki, do katerih omogoča dostop, zaščiteni. Vaša poteče čez {left} min.',
    warningKept:
      'Če poteče, neshranjene spremembe odprtega dokumenta ostanejo v tem zavihku brskalnika, dokument pa vam jih ponudi nazaj, ko se znova prijavite.',
    staySignedIn: 'Ostanite prijavljeni',
    signOut: 'Odjavite se',
    ended: 'Vaša prijava je potekla po {minutes} minutah nedejavnosti.',
    endedKept: 'Znova se prijavite in nadaljujte, kjer ste ostali. Spremembe, ki jih niste shranili, vam bodo ponujene nazaj, ko odprete dokument.',
    keptTitle: 'Neshranjene spremembe izpred odjave',
    keptText: 'Vaša prijava je potekla ob {time}, te spremembe pa niso bile shranjene. Vrnite jih v obrazec in jih shranite ali pa jih zavrzite.',
    putBack: 'Vrni spremembe',
    discard: 'Zavrzi jih',
  },
  accounts: {
    passwordTooShort: 'Geslo mora imeti vsaj {min} znakov.',
    passwordGuessable:
      'To geslo je lahko uganiti (pogosto geslo, vrsta tipkovnice, vzorec ali datum). Dobro služi besedna zveza iz štirih ali več nepovezanih besed.',
    passwordHasEmailName: 'Geslo ne sme vsebovati imena iz vašega e-poštnega naslova.',
    tooManyLogins: 'Preveč neuspešnih prijav: prijava je zaenkrat zaklenjena. Poskusite znova čez {minutes} min.',
    tooManyResetRequests: 'Preveč zahtev za novo geslo s tega naslova. Poskusite znova čez {minutes} min.',
    marketsDescription:
      'Trgi, katerih vsebino urednik ureja (v jeziku trga in v angleščini), katerih poročila o neželenih učinkih obravnava strokovnjak za farmakovigilanco, katerih prijave za zaposlitev obravnava kadrovska služba ali katerih rezultate ankete pregleduje ekipa za ankete.',
  },
} satisfies TranslationOf<typeof en>;
