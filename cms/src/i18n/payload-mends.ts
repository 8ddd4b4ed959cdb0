/**
 * Payload's own texts put right for our staff, by namespace, on top of what Payload ships
 * (admin-languages.ts merges them).
 *
 * Croatian: Payload's strings glue a field's or language's name into a sentence in the nominative
 * ("Traži po Naslov", "Objavi na hrvatski", "Dodaj Sekcija"), which cannot agree in Croatian; they
 * are rephrased so the name stands alone after a colon, or agrees with a noun that follows it
 * ("Objavi samo hrvatski prijevod"). Some are mistranslated ("Blokiranje" for a block, "Jasan" for
 * clear, "područje usjeva" for a crop) or are not Croatian at all (a translator's prompt, English).
 *
 * Bosnian: Payload ships none, so the admin speaks its Croatian with these words replaced where
 * the Bosnian standard (ijekavian) says otherwise: "Kreiraj", "Sačuvaj", "tačka", "link",
 * "kolona", "meni", "obavezno", "greška", "interfejs", "redoslijed". Words both standards share
 * ("Odaberite", "datoteka", "prijevod", "Izbriši") stay.
 */
import type { hr } from '@payloadcms/translations/languages/hr';

type Texts = (typeof hr)['translations'];
export type PayloadMends = { [Namespace in keyof Texts]?: Partial<Record<keyof Texts[Namespace], string>> };

/** Croatian as Payload ships it, mended. Bosnian starts from these too. */
export const croatianMends = {
  general: {
    creatingNewLabel: 'Novi unos: {{label}}',
    payloadSettings: 'Postavke sučelja',
    searchBy: 'Pretraži: {{label}}',
    titleDeleted: 'Izbrisano: {{label}} „{{title}}”.',
    deletedSuccessfully: 'Izbrisano.',
    deletedCountSuccessfully: 'Izbrisano: {{count}} {{label}}.',
    permanentlyDeletedCountSuccessfully: 'Trajno izbrisano: {{count}} {{label}}.',
    titleRestored: 'Vraćeno: {{label}} „{{title}}”.',
    titleTrashed: 'Premješteno u smeće: {{label}} „{{title}}”.',
    trashedCountSuccessfully: 'Premješteno u smeće: {{count}} {{label}}.',
    restoredCountSuccessfully: 'Vraćeno: {{count}} {{label}}.',
    successfullyCreated: 'Spremljen je novi unos: {{label}}.',
    successfullyDuplicated: 'Spremljena je kopija: {{label}}.',
    updatedCountSuccessfully: 'Ažurirano: {{count}} {{label}}.',
    updatedLabelSuccessfully: 'Ažurirano: {{label}}.',
    selectedCount: 'Odabrano: {{count}} {{label}}',
    selectAll: 'Odaberite sve ({{count}}): {{label}}',
    selectLabel: 'Odaberite: {{label}}',
    showAllLabel: 'Prikaži sve: {{label}}',
    editLabel: 'Uredi: {{label}}',
    deleteLabel: 'Izbriši: {{label}}',
    // The list's button shows "Izradi novo" and is named by this: its name starts with what it shows (WCAG 2.5.3).
    createNewLabel: 'Izradi novo: {{label}}',
    newLabel: 'Novi unos: {{label}}',
    editingLabel_many: 'Uređivanje: {{count}} {{label}}',
    editingLabel_one: 'Uređivanje: {{count}} {{label}}',
    editingLabel_other: 'Uređivanje: {{count}} {{label}}',
    aboutToDeleteCount_many: 'Izbrisat ćete: {{count}} {{label}}',
    aboutToDeleteCount_one: 'Izbrisat ćete: {{count}} {{label}}',
    aboutToDeleteCount_other: 'Izbrisat ćete: {{count}} {{label}}',
    sortByLabelDirection: 'Sortiraj: {{label}}, {{direction}}',
    filterWhere: 'Filtriraj: {{label}}, gdje je',
    groupByLabel: 'Grupiraj: {{label}}',
    noResults: 'Nema rezultata: {{label}}. Još ih nema ili nijedan ne odgovara postavljenim filtrima.',
    noLabel: '<Nema: {{label}}>',
    clear: 'Očisti',
    true: 'Točno',
    false: 'Netočno',
    createdAt: 'Izrađeno',
    updatedAt: 'Ažurirano',
    duplicate: 'Dupliciraj',
    allLocales: 'Svi jezici',
    restoring: 'Vraćanje…',
    lock: 'Zaključavanje',
    aboutToRestoreAsDraft: 'Vratit ćete {{label}} <1>{{title}}</1> kao nacrt. Jeste li sigurni?',
  },
  fields: {
    chooseFromExisting: 'Odaberite iz postojećih',
    addLabel: 'Dodaj: {{label}}',
    addNewLabel: 'Dodaj: {{label}}',
    addUpload: 'Dodaj datoteku',
    block: 'Blok',
    blocks: 'blokovi',
    blockType: 'Vrsta bloka',
    chooseLabel: 'Odaberite: {{label}}',
    editLabelData: 'Uredi podatke: {{label}}',
    internalLink: 'Interna poveznica',
    itemsAndMore: '{{items}} i još {{count}}',
    labelRelationship: 'Veza: {{label}}',
    linkType: 'Vrsta poveznice',
    newLabel: 'Novi unos: {{label}}',
    selectExistingLabel: 'Odaberite postojeće: {{label}}',
    toggleBlock: 'Otvori ili zatvori blok',
    uploadNewLabel: 'Učitaj novo: {{label}}',
  },
  // A locale is a language here, never a place ("Kopiraj na lokaciju").
  localization: {
    cannotCopySameLocale: 'Ne može se kopirati u isti jezik',
    copyFromTo: 'Kopiranje: {{from}} → {{to}}',
    copyTo: 'Kopiraj u',
    copyToLocale: 'Kopiraj u drugi jezik',
    localeToPublish: 'Jezik za objavu',
    selectedLocales: 'odabrane jezike',
    selectLocaleToCopy: 'Odaberite jezik za kopiranje',
    selectLocaleToDuplicate: 'Odaberite jezike za dupliciranje',
  },
  version: {
    publish: 'Objavi',
    publishIn: 'Objavi samo {{locale}} prijevod',
    unpublishIn: 'Povuci objavu samo za {{locale}} prijevod',
    aboutToUnpublishIn: 'Povući ćete objavu ovog dokumenta za {{locale}} prijevod. Jeste li sigurni?',
    publishAllLocales: 'Objavi sve jezike',
    currentDraft: 'Trenutni nacrt',
    currentPublishedVersion: 'Trenutno objavljena verzija',
    currentDocumentStatus: 'Trenutno stanje dokumenta: {{docStatus}}',
    previouslyDraft: 'Prije: nacrt',
    previouslyPublished: 'Prije: objavljeno',
    saveDraft: 'Spremi nacrt',
    schedulePublish: 'Zakaži objavu',
    unpublishedSuccessfully: 'Objava je povučena.',
    lastSavedAgo: 'Zadnji put spremljeno prije {{distance}}',
    noRowsSelected: 'Ništa nije odabrano: {{label}}',
    noLabelGroup: 'Grupa bez naziva',
    restoreAsDraft: 'Vrati kao nacrt',
  },
  validation: {
    greaterThanMax: '{{label}}: najviše {{max}}, a upisano je {{value}}.',
    lessThanMin: '{{label}}: najmanje {{min}}, a upisano je {{value}}.',
    requiresAtLeast: 'Ovo polje zahtijeva najmanje {{count}} {{label}}.',
    requiresNoMoreThan: 'Ovo polje dopušta najviše {{count}} {{label}}.',
    requiresTwoNumbers: 'Ovo polje zahtijeva dva broja.',
  },
  upload: {
    crop: 'Obreži',
    setCropArea: 'Postavi područje obrezivanja',
    setFocalPoint: 'Postavi središnju točku',
  },
} as const satisfies PayloadMends;

/** Bosnian where it differs from the (mended) Croatian: on the screens editors use. */
export const bosnianTexts = {
  authentication: {
    backToLogin: 'Nazad na prijavu',
    createFirstUser: 'Kreiraj prvog korisnika',
    newAccountCreated: 'Novi račun je kreiran. Računu pristupate na: <a href="{{serverURL}}">{{serverURL}}</a>. Kliknite na sljedeći link ili zalijepite URL ispod u preglednik da biste potvrdili svoju e-mail adresu: <a href="{{verificationURL}}">{{verificationURL}}</a><br> Nakon što potvrdite e-mail adresu, moći ćete se prijaviti.',
    youAreReceivingResetPassword: 'Ovu poruku ste dobili jer ste vi (ili neko drugi) zatražili promjenu lozinke za vaš račun. Kliknite na sljedeći link ili ga zalijepite u preglednik da biste završili postupak:',
  },
  dashboard: {
    discardMessage: 'Imate nesačuvane promjene u izgledu kontrolne ploče. Jeste li sigurni da ih želite odbaciti?',
    editDashboard: 'Uredi kontrolnu ploču',
    editingDashboard: 'Uređivanje kontrolne ploče',
    noItems: 'Na vašoj kontrolnoj ploči nema widgeta. Možete ih dodati iz menija „Kontrolna ploča” na vrhu.',
  },
  folder: {
    moveItemsToFolderConfirmation: 'Premjestit ćete <1>{{count}} {{label}}</1> u <2>{{toFolder}}</2>. Jeste li sigurni?',
  },
  general: {
    thisLanguage: 'Bosanski',
    payloadSettings: 'Postavke interfejsa',
    create: 'Kreiraj',
    createNew: 'Kreiraj novo',
    createNewLabel: 'Kreiraj novo: {{label}}',
    created: 'Kreirano',
    createdAt: 'Kreirano',
    creating: 'Kreiranje',
    successfullyCreated: 'Sačuvan je novi unos: {{label}}.',
    successfullyDuplicated: 'Sačuvana je kopija: {{label}}.',
    save: 'Sačuvaj',
    saveChanges: 'Sačuvaj promjene',
    saving: 'Čuvanje…',
    changesNotSaved: 'Vaše promjene nisu sačuvane. Ako sada izađete, izgubit ćete ih.',
    leaveWithoutSaving: 'Napusti bez čuvanja',
    duplicateWithoutSaving: 'Dupliciraj bez čuvanja promjena',
    unsavedChanges: 'Imate nesačuvane promjene. Sačuvajte ih ili odbacite prije nastavka.',
    unsavedChangesDuplicate: 'Imate nesačuvane promjene. Želite li nastaviti s dupliciranjem?',
    currentlyEditing: 'trenutno uređuje ovaj dokument. Ako preuzmete, ta osoba više neće moći uređivati i može izgubiti nesačuvane promjene.',
    columns: 'Kolone',
    columnToSort: 'Kolona za sortiranje',
    copyRow: 'Kopiraj red',
    pasteRow: 'Zalijepi red',
    menu: 'Meni',
    dashboard: 'Kontrolna ploča',
    backToDashboard: 'Nazad na kontrolnu ploču',
    true: 'Tačno',
    false: 'Netačno',
    order: 'Redoslijed',
    fallbackToDefaultLocale: 'Povratak na osnovni jezik',
    error: 'Greška',
    errors: 'Greške',
    goBack: 'Nazad',
  },
  fields: {
    addLink: 'Dodaj link',
    editLink: 'Uredi link',
    internalLink: 'Interni link',
    linkType: 'Vrsta linka',
    chooseBetweenCustomTextOrDocument: 'Izaberite između vlastitog URL-a i linka na drugi dokument.',
    saveChanges: 'Sačuvaj promjene',
  },
  version: {
    autosave: 'Automatsko čuvanje',
    saveDraft: 'Sačuvaj nacrt',
    draftSavedSuccessfully: 'Nacrt je sačuvan.',
    autosavedSuccessfully: 'Automatski sačuvano.',
    autosavedVersion: 'Automatski sačuvana verzija',
    lastSavedAgo: 'Posljednji put sačuvano prije {{distance}}',
    publishIn: 'Objavi samo {{locale}} prijevod',
    confirmRevertToSaved: 'Potvrdite vraćanje na sačuvano',
  },
  validation: {
    required: 'Ovo polje je obavezno.',
    trueOrFalse: 'Ovo polje može biti samo tačno ili netačno.',
    username: 'Unesite važeće korisničko ime. Može sadržavati slova, brojeve, crtice, tačke i donje crte.',
  },
  error: {
    autosaving: 'Pri automatskom čuvanju ovog dokumenta došlo je do problema.',
    deletingFile: 'Pri brisanju datoteke došlo je do greške.',
    deletingTitle: 'Pri brisanju {{title}} došlo je do greške. Provjerite internetsku vezu i pokušajte ponovo.',
    emailOrPasswordIncorrect: 'E-mail adresa ili lozinka nisu tačni.',
    failedToSaveLayout: 'Raspored nije sačuvan.',
    localesNotSaved_one: 'Sljedeći jezik nije bilo moguće sačuvati:',
    localesNotSaved_other: 'Sljedeće jezike nije bilo moguće sačuvati:',
    missingRequiredData: 'Nedostaju obavezni podaci.',
    restoringTitle: 'Pri vraćanju {{title}} došlo je do greške. Provjerite vezu i pokušajte ponovo.',
    unableToReindexCollection: 'Greška pri ponovnom indeksiranju kolekcije {{collection}}. Operacija je prekinuta.',
    unknown: 'Došlo je do nepoznate greške.',
    unspecific: 'Došlo je do greške.',
    usernameOrPasswordIncorrect: 'Korisničko ime ili lozinka koje ste unijeli nisu tačni.',
  },
  upload: {
    focalPoint: 'Središnja tačka',
    focalPointDescription: 'Povucite središnju tačku direktno na pregledu ili prilagodite vrijednosti ispod.',
    setFocalPoint: 'Postavi središnju tačku',
  },
} as const satisfies PayloadMends;

/**
 * Words of Croatian that the Bosnian standard writes otherwise (with the Bosnian in bosnianTexts):
 * none may reach a Bosnian editor. Payload's texts and our own are checked against them
 * (payload-mends.test.ts), and the screens editors use (tests/e2e/admin-words.spec.ts).
 */
const CROATIAN_ONLY_WORDS =
  /(?<!\p{L})(izradi|izrađ\p{L}*|sprem\p{L}*|nespreml\p{L}*|točk\p{L}*|točn\p{L}*|netočn\p{L}*|poveznic\p{L}*|stup(ac|ci|ca|cu|cima)|redak|retk\p{L}*|izbornik\p{L}*|obvezn\p{L}*|pogrešk\p{L}*|sučel\p{L}*|nadzorn\p{L}*|tisuć\p{L}*|tjed\p{L}*|povijest\p{L}*|poredak|natrag|tko|netko|nitko)(?!\p{L})/giu;

/** The Croatian-only words in a text, each once. */
export function croatianOnlyWordsIn(text: string): string[] {
  return [...new Set([...text.matchAll(CROATIAN_ONLY_WORDS)].map((match) => match[0].toLowerCase()))];
}
