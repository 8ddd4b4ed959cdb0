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
    // After "Otvori" or "Zatvori" in the menu button's name: "Otvori izbornik", not "Otvori Izbornik".
    menu: 'izbornik',
    creatingNewLabel: 'Novi unos: {label}',
    payloadSettings: 'Postavke sučelja',
    searchBy: 'Pretraži: {label}',
    titleDeleted: 'Izbrisano: {label} „{title}”.',
    deletedSuccessfully: 'Izbrisano.',
    deletedCountSuccessfully: 'Izbrisano: {count} {label}.',
    permanentlyDeletedCountSuccessfully: 'Trajno izbrisano: {count} {label}.',
    titleRestored: 'Vraćeno: {label} „{title}”.',
    titleTrashed: 'Premješteno u smeće: {label} „{title}”.',
    trashedCountSuccessfully: 'Premješteno u smeće: {count} {label}.',
    restoredCountSuccessfully: 'Vraćeno: {count} {label}.',
    successfullyCreated: 'Spremljen je novi unos: {label}.',
    successfullyDuplicated: 'Spremljena je kopija: {label}.',
    updatedCountSuccessfully: 'Ažurirano: {count} {label}.',
    updatedLabelSuccessfully: 'Ažurirano: {label}.',
    selectedCount: 'Odabrano: {count} {label}',
    selectAll: 'Odaberite sve ({count}): {label}',
    selectLabel: 'Odaberite: {label}',
    showAllLabel: 'Prikaži sve: {label}',
    editLabel: 'Uredi: {label}',
    deleteLabel: 'Izbriši: {label}',
    // The list's button shows "Izradi novo" and is named by this: its name starts with what it shows (WCAG 2.5.3).
    createNewLabel: 'Izradi novo: {label}',
    newLabel: 'Novi unos: {label}',
    editingLabel_many: 'Uređivanje: {count} {label}',
    editingLabel_one: 'Uređivanje: {count} {label}',
    editingLabel_other: 'Uređivanje: {count} {label}',
    aboutToDeleteCount_many: 'Izbrisat ćete: {count} {label}',
    aboutToDeleteCount_one: 'Izbrisat ćete: {count} {label}',
    aboutToDeleteCount_other: 'Izbrisat ćete: {count} {label}',
    sortByLabelDirection: 'Sortiraj: {label}, {direction}',
    filterWhere: 'Filtriraj: {label}, gdje je',
    groupByLabel: 'Grupiraj: {label}',
    noResults: 'Nema rezultata: {label}. Još ih nema ili nijedan ne odgovara postavljenim filtrima.',
    noLabel: '<Nema: {label}>',
    clear: 'Očisti',
    true: 'Točno',
    false: 'Netočno',
    createdAt: 'Izrađeno',
    updatedAt: 'Ažurirano',
    duplicate: 'Dupliciraj',
    allLocales: 'Svi jezici',
    restoring: 'Vraćanje…',
    lock: 'Zaključavanje',
    aboutToRestoreAsDraft: 'Vratit ćete {label} <1>{title}</1> kao nacrt. Jeste li sigurni?',
  },
  fields: {
    chooseFromExisting: 'Odaberite iz postojećih',
    addLabel: 'Dodaj: {label}',
    addNewLabel: 'Dodaj: {label}',
    addUpload: 'Dodaj datoteku',
    block: 'Blok',
    blocks: 'blokovi',
    blockType: 'Vrsta bloka',
    chooseLabel: 'Odaberite: {label}',
    editLabelData: 'Uredi podatke: {label}',
    internalLink: 'Interna poveznica',
    itemsAndMore: '{items} i još {count}',
    labelRelationship: 'Veza: {label}',
    linkType: 'Vrsta poveznice',
    newLabel: 'Novi unos: {label}',
    selectExistingLabel: 'Odaberite postojeće: {label}',
    toggleBlock: 'Otvori ili zatvori blok',
    uploadNewLabel: 'Učitaj novo: {label}',
  },
  // A locale is a language here, never a place ("Kopiraj na lokaciju").
  localization: {
    cannotCopySameLocale: 'Ne može se kopirati u isti jezik',
    copyFromTo: 'Kopiranje: {from} → {to}',
    copyTo: 'Kopiraj u',
    copyToLocale: 'Kopiraj u drugi jezik',
    localeToPublish: 'Jezik za objavu',
    selectedLocales: 'odabrane jezike',
    selectLocaleToCopy: 'Odaberite jezik za kopiranje',
    selectLocaleToDuplicate: 'Odaberite jezike za dupliciranje',
  },
  version: {
    publish: 'Objavi',
    publishIn: 'Objavi samo {locale} prijevod',
    unpublishIn: 'Povuci objavu samo za {locale} prijevod',
    aboutToUnpublishIn: 'Povući ćete objavu ovog dokumenta za {locale} prijevod. Jeste li sigurni?',
    publishAllLocales: 'Objavi sve jezike',
    currentDraft: 'Trenutni nacrt',
    currentPublishedVersion: 'Trenutno objavljena verzija',
    currentDocumentStatus: 'Trenutno stanje dokumenta: {docStatus}',
    previouslyDraft: 'Prije: nacrt',
    previouslyPublished: 'Prije: objavljeno',
    saveDraft: 'Spremi nacrt',
    schedulePublish: 'Zakaži objavu',
    unpublishedSuccessfully: 'Objava je povučena.',
    lastSavedAgo: 'Zadnji put spremljeno prije {distance}',
    noRowsSelected: 'Ništa nije odabrano: {label}',
    noLabelGroup: 'Grupa bez naziva',
    restoreAsDraft: 'Vrati kao nacrt',
  },
  validation: {
    greaterThanMax: '{label}: najviše {max}, a upisano je {value}.',
    lessThanMin: '{label}: najmanje {min}, a upisano je {value}.',
    requiresAtLeast: 'Ovo polje zahtijeva najmanje {count} {label}.',
    requiresNoMoreThan: 'Ovo polje dopušta najviše {count} {label}.',
    requiresTwoNumbers: 'Ovo polje zahtijeva dva broja.',
  },
  upload: {
    crop: 'Obreži',
    setCropArea: 'Postavi područje obrezivanja',
    setFocalPoint: 'Postavi središnju točku',
  },
} as const satisfies PayloadMends;

/**
 * Slovenian as Payload ships it, mended. Like the Croatian, it glues a name into a sentence in the
 * nominative: a field ("Išči po Naslov"), a collection ("Stran uspešno ustvarjen", whose participle
 * cannot agree with every gender) or a content language, which Slovenian names by a noun
 * ("Objavi v hrvaščina"). The name is made to stand alone after a colon, or after a noun it is in
 * apposition to ("Združi po polju"). A count beside a collection's name would need the dual and
 * the Slovenian plural ("2 strani", "5 računov"), which Payload cannot choose: its rule sends 3 to
 * 5 to one form and 101 to another (getTranslationString in @payloadcms/translations), so the count
 * stands in brackets after the name ("Izbrisano: Strani (3)") or after a colon. A time distance
 * (date-fns, "5 minut") is never put after "pred", which needs another case ("pred 5 minutami").
 * Some texts are mistranslated ("Čisto" for clear, "Vse lokacije" for all languages, "Razvrsti"
 * for grouping, "Lokalno" for the language to publish), one is a translator's prompt (for
 * "Restoring…"), one says "true or false" in English, one names a placeholder in Slovenian
 * ({naslov}) that Payload never fills. Quotation marks are »…«; the trash is the "koš" throughout.
 */
export const slovenianMends = {
  general: {
    // After "Odpri" or "Zapri" in the menu button's name: "Odpri meni", not "Odpri Meni".
    menu: 'meni',
    // A new document's heading: an adjective before the collection's name cannot agree with it ("Ustvarjanje novega Datoteka").
    creatingNewLabel: 'Nov vnos: {label}',
    payloadSettings: 'Nastavitve vmesnika',
    adminTheme: 'Tema vmesnika',
    searchBy: 'Išči: {label}',
    titleDeleted: 'Izbrisano: {label} »{title}«.',
    deletedSuccessfully: 'Izbrisano.',
    deletedCountSuccessfully: 'Izbrisano: {label} ({count}).',
    permanentlyDeletedCountSuccessfully: 'Trajno izbrisano: {label} ({count}).',
    titleRestored: 'Obnovljeno: {label} »{title}«.',
    titleTrashed: 'Premaknjeno v koš: {label} »{title}«.',
    trashedCountSuccessfully: 'Premaknjeno v koš: {label} ({count}).',
    restoredCountSuccessfully: 'Obnovljeno: {label} ({count}).',
    successfullyCreated: 'Nov vnos je shranjen: {label}.',
    successfullyDuplicated: 'Kopija je shranjena: {label}.',
    updatedCountSuccessfully: 'Posodobljeno: {label} ({count}).',
    updatedLabelSuccessfully: 'Posodobljeno: {label}.',
    updatedSuccessfully: 'Posodobljeno.',
    // Payload fills no label here: "Izbrano: 3".
    selectedCount: 'Izbrano: {count} {label}',
    selectAll: 'Izberi vse: {label} ({count})',
    selectLabel: 'Izberite: {label}',
    showAllLabel: 'Pokaži vse: {label}',
    editLabel: 'Uredi: {label}',
    deleteLabel: 'Izbriši: {label}',
    // The list's button shows "Ustvari novo" and is named by this: its name starts with what it shows (WCAG 2.5.3).
    createNewLabel: 'Ustvari novo: {label}',
    newLabel: 'Nov vnos: {label}',
    editingLabel_many: 'Urejanje: {label} ({count})',
    editingLabel_one: 'Urejanje: {label} ({count})',
    editingLabel_other: 'Urejanje: {label} ({count})',
    aboutToDelete: 'Izbrisali boste: {label} »<1>{title}</1>«. Ste prepričani?',
    aboutToDeleteCount_many: 'Izbrisali boste: {label} ({count})',
    aboutToDeleteCount_one: 'Izbrisali boste: {label} ({count})',
    aboutToDeleteCount_other: 'Izbrisali boste: {label} ({count})',
    aboutToPermanentlyDelete: 'Trajno boste izbrisali: {label} »<1>{title}</1>«. Ste prepričani?',
    aboutToPermanentlyDeleteTrash: 'Iz koša boste trajno izbrisali: <1>{label}</1> (<0>{count}</0>). Ste prepričani?',
    aboutToRestore: 'Obnovili boste: {label} »<1>{title}</1>«. Ste prepričani?',
    aboutToRestoreAsDraft: 'Kot osnutek boste obnovili: {label} »<1>{title}</1>«. Ste prepričani?',
    aboutToRestoreAsDraftCount: 'Kot osnutke boste obnovili: {label} ({count}).',
    aboutToRestoreCount: 'Obnovili boste: {label} ({count}).',
    aboutToTrash: 'V koš boste premaknili: {label} »<1>{title}</1>«. Ste prepričani?',
    aboutToTrashCount: 'V koš boste premaknili: {label} ({count}).',
    moveConfirm: 'Premaknili boste: {label} ({count}). Cilj: <1>{destination}</1>. Ste prepričani?',
    moveCount: 'Premakni: {label} ({count})',
    movingCount: 'Premikanje: {label} ({count})',
    trash: 'Koš',
    emptyTrashLabel: 'Izprazni koš: {label}',
    deletePermanently: 'Ne premakni v koš, temveč trajno izbriši',
    documentIsTrashed: '{label} je v košu in je samo za branje.',
    noTrashResults: 'V košu ni ničesar: {label}.',
    permanentlyDelete: 'Trajno izbriši',
    sortByLabelDirection: 'Razvrsti po polju {label}: {direction}',
    // The condition follows: "Filtriraj: Strani, kjer | Naslov | je enako | …".
    filterWhere: 'Filtriraj: {label}, kjer',
    // Payload fills no label here: the button reads "Združi po polju".
    groupByLabel: 'Združi po polju {label}',
    noResults: 'Ni zadetkov: {label}. Še jih ni ali pa noben ne ustreza filtrom, ki ste jih nastavili.',
    noResultsDescription: 'Še jih ni ali pa noben ne ustreza filtrom, ki ste jih nastavili.',
    noLabel: '<Prazno: {label}>',
    schedulePublishFor: 'Načrtuj objavo: {title}',
    copyWarning: 'Kopiranje {from} → {to} bo prepisalo obstoječo vsebino: {label} »{title}«. Ste prepričani?',
    clear: 'Počisti',
    confirmRestoration: 'Potrdi obnovitev',
    updateForEveryone: 'Posodobi za vse',
    allCollections: 'Vse zbirke',
    allLocales: 'Vsi jeziki',
    saveChanges: 'Shrani spremembe',
    changesNotSaved: 'Vaše spremembe niso shranjene. Če zdaj zapustite stran, jih boste izgubili.',
    unsavedChanges: 'Imate neshranjene spremembe. Preden nadaljujete, jih shranite ali zavrzite.',
    currentlyEditing: 'trenutno ureja ta dokument. Če urejanje prevzamete, ga ta oseba ne bo mogla več urejati in lahko izgubi neshranjene spremembe.',
    documentOutOfDate: 'Drug uporabnik je medtem posodobil ta dokument. Prikazana vsebina ni več aktualna.',
    exitLivePreview: 'Zapri predogled v živo',
    item: 'Element',
    items: 'elementi',
    overwriteExistingData: 'Prepiši obstoječe podatke v poljih',
    resettingPreferences: 'Ponastavljanje nastavitev …',
    sorryNotFound: 'Žal ni ničesar, kar bi ustrezalo vaši zahtevi.',
    confirmReindex: 'Ponovno indeksiram zbirke: {collections}?',
    reindexingAll: 'Ponovno indeksiranje zbirk: {collections}.',
    successfullyReindexed: 'Ponovno indeksirani dokumenti iz zbirk {collections}: {count} od {total}; preskočeni osnutki: {skips}.',
    restoring: 'Obnavljanje …',
    saving: 'Shranjevanje …',
    deleting: 'Brisanje …',
    submitting: 'Pošiljanje …',
  },
  fields: {
    addLabel: 'Dodaj: {label}',
    addNewLabel: 'Dodaj: {label}',
    addUpload: 'Dodaj datoteko',
    removeUpload: 'Odstrani datoteko',
    swapUpload: 'Zamenjaj datoteko',
    blockType: 'Vrsta bloka',
    chooseLabel: 'Izberite: {label}',
    editLabelData: 'Uredi podatke: {label}',
    labelRelationship: 'Povezava: {label}',
    linkedTo: 'Povezano z: <0>{label}</0>',
    linkType: 'Vrsta povezave',
    newLabel: 'Nov vnos: {label}',
    selectExistingLabel: 'Izberite obstoječe: {label}',
    toggleBlock: 'Odpri ali zapri blok',
    uploadNewLabel: 'Naloži novo: {label}',
  },
  // A locale is a language here, never a place or a regional setting ("Vse lokacije").
  localization: {
    copyFromTo: 'Kopiranje: {from} → {to}',
    copyToLocale: 'Kopiraj v drug jezik',
    localeToPublish: 'Jezik za objavo',
    // After "Podvoji": "Podvoji izbrane jezike".
    selectedLocales: 'izbrane jezike',
    selectLocaleToDuplicate: 'Izberite jezike za podvajanje',
  },
  version: {
    publishIn: 'Objavi samo jezik: {locale}',
    unpublishIn: 'Umakni objavo samo za jezik: {locale}',
    aboutToUnpublishIn: 'Objavo tega dokumenta boste umaknili za jezik: {locale}. Ste prepričani?',
    aboutToPublishSelection: 'Objavili boste vse izbrano: {label}. Ste prepričani?',
    aboutToUnpublishSelection: 'Objavo boste umaknili za vse izbrano: {label}. Ste prepričani?',
    aboutToRestore: 'Dokument ({label}) boste obnovili v stanje z dne {versionDate}.',
    aboutToRestoreGlobal: 'Nastavitve ({label}) boste obnovili v stanje z dne {versionDate}.',
    unpublish: 'Umakni objavo',
    unpublishing: 'Umikanje objave …',
    unpublishedSuccessfully: 'Objava je umaknjena.',
    schedulePublish: 'Načrtuj objavo',
    scheduledSuccessfully: 'Objava je načrtovana.',
    currentDocumentStatus: 'Trenutno stanje dokumenta: {docStatus}',
    previouslyDraft: 'Prej: osnutek',
    previouslyPublished: 'Prej: objavljeno',
    // Payload fills in date-fns's distance without "ago" ("5 minut"): after "pred" it would need the instrumental.
    lastSavedAgo: 'Od zadnjega shranjevanja: {distance}',
    versionAgo: 'Starost: {distance}',
    noRowsFound: 'Ni zadetkov: {label}',
    noRowsSelected: 'Nič ni izbrano: {label}',
    viewingVersion: 'Ogled različice: {entityLabel} »{documentTitle}«',
    viewingVersions: 'Ogled različic: {entityLabel} »{documentTitle}«',
    viewingVersionGlobal: 'Ogled različice: {entityLabel}',
    viewingVersionsGlobal: 'Ogled različic: {entityLabel}',
    // One version, or more than five (the genitive plural, "Najdenih 6 različic"), agree; two to five would need the dual or the plural.
    versionCount_one: 'Najdena je {count} različica',
    versionCount_other: 'Najdene različice: {count}',
    changedFieldsCount_other: 'Spremenjena polja: {count}',
    type: 'Vrsta',
    status: 'Stanje',
    specificVersion: 'Določena različica',
    autosavedSuccessfully: 'Samodejno shranjeno.',
    draftSavedSuccessfully: 'Osnutek je shranjen.',
    restoredSuccessfully: 'Obnovljeno.',
    revertUnsuccessful: 'Vrnitev ni uspela: ni predhodno objavljene različice.',
    reverting: 'Vračanje …',
    restoring: 'Obnavljanje …',
    moreVersions: 'Več različic …',
  },
  validation: {
    enterNumber: 'Vnesite veljavno število.',
    fieldHasNo: 'V tem polju manjka: {label}',
    greaterThanMax: '{label}: največ {max}, vnesli ste {value}.',
    lessThanMin: '{label}: najmanj {min}, vnesli ste {value}.',
    invalidBlock: 'Blok »{block}« ni dovoljen.',
    limitReached: 'Dosežena je omejitev. Največje število elementov: {max}.',
    longerThanMin: 'Vrednost je prekratka. Najmanjše število znakov: {minLength}.',
    shorterThanMax: 'Vrednost je predolga. Največje število znakov: {maxLength}.',
    notValidDate: '»{value}« ni veljaven datum.',
    requiresAtLeast: 'Premalo vnosov – {label}: najmanj {count}.',
    requiresNoMoreThan: 'Preveč vnosov – {label}: največ {count}.',
    requiresTwoNumbers: 'To polje zahteva dve števili.',
    timezoneRequired: 'Izberite časovni pas.',
    trueOrFalse: 'To polje je lahko samo »da« ali »ne«.',
    validUploadID: 'Vrednost tega polja ni veljaven ID datoteke.',
  },
  error: {
    deletingTitle: 'Pri brisanju »{title}« je prišlo do napake. Preverite povezavo in poskusite znova.',
    restoringTitle: 'Pri obnavljanju »{title}« je prišlo do napake. Preverite povezavo in poskusite znova.',
    emailOrPasswordIncorrect: 'Napačen e-poštni naslov ali geslo.',
    usernameOrPasswordIncorrect: 'Napačno uporabniško ime ali geslo.',
    invalidFileType: 'Neveljavna vrsta datoteke',
    invalidFileTypeValue: 'Neveljavna vrsta datoteke: {value}',
    noMatchedField: 'Nobeno polje ne ustreza imenu »{label}«',
    unableToDeleteCount: '{label}: ni bilo mogoče izbrisati {count} od {total}.',
    unableToUpdateCount: '{label}: ni bilo mogoče posodobiti {count} od {total}.',
    unauthorized: 'Niste prijavljeni. Za to zahtevo se morate prijaviti.',
    unauthorizedAdmin: 'Ta uporabnik nima dostopa do skrbniškega vmesnika.',
    valueMustBeUnique: 'Ta vrednost je že uporabljena. Vnesite drugo.',
  },
  authentication: {
    checkYourEmailForPasswordReset:
      'Če je e-poštni naslov povezan z računom, boste kmalu prejeli navodila za ponastavitev gesla. Če sporočila ne vidite v nabiralniku, preverite mapo z neželeno pošto.',
    loggingOut: 'Odjavljanje …',
    newAccountCreated:
      'Ustvarjen je bil nov račun za dostop do <a href="{serverURL}">{serverURL}</a>. Za potrditev e-poštnega naslova kliknite naslednjo povezavo ali jo prilepite v brskalnik: <a href="{verificationURL}">{verificationURL}</a><br> Ko naslov potrdite, se boste lahko prijavili.',
    stayLoggedIn: 'Ostanite prijavljeni',
    youAreReceivingResetPassword:
      'To sporočilo ste prejeli, ker ste vi (ali kdo drug) zahtevali ponastavitev gesla za svoj račun. Za dokončanje postopka kliknite naslednjo povezavo ali jo prilepite v brskalnik:',
    youDidNotRequestPassword: 'Če tega niste zahtevali, sporočilo prezrite. Vaše geslo ostane nespremenjeno.',
  },
  upload: {
    download: 'Prenesi',
    sizesFor: 'Velikosti: {label}',
  },
  operators: {
    isIn: 'je med',
    isNotIn: 'ni med',
  },
} as const satisfies PayloadMends;

/** Bosnian where it differs from the (mended) Croatian: on the screens editors use. */
export const bosnianTexts = {
  authentication: {
    backToLogin: 'Nazad na prijavu',
    createFirstUser: 'Kreiraj prvog korisnika',
    newAccountCreated:
      'Novi račun je kreiran. Računu pristupate na: <a href="{serverURL}">{serverURL}</a>. Kliknite na sljedeći link ili zalijepite URL ispod u preglednik da biste potvrdili svoju e-mail adresu: <a href="{verificationURL}">{verificationURL}</a><br> Nakon što potvrdite e-mail adresu, moći ćete se prijaviti.',
    youAreReceivingResetPassword:
      'Ovu poruku ste dobili jer ste vi (ili neko drugi) zatražili promjenu lozinke za vaš račun. Kliknite na sljedeći link ili ga zalijepite u preglednik da biste završili postupak:',
  },
  dashboard: {
    discardMessage: 'Imate nesačuvane promjene u izgledu kontrolne ploče. Jeste li sigurni da ih želite odbaciti?',
    editDashboard: 'Uredi kontrolnu ploču',
    editingDashboard: 'Uređivanje kontrolne ploče',
    noItems: 'Na vašoj kontrolnoj ploči nema widgeta. Možete ih dodati iz menija „Kontrolna ploča” na vrhu.',
  },
  folder: {
    moveItemsToFolderConfirmation: 'Premjestit ćete <1>{count} {label}</1> u <2>{toFolder}</2>. Jeste li sigurni?',
  },
  general: {
    thisLanguage: 'Bosanski',
    payloadSettings: 'Postavke interfejsa',
    create: 'Kreiraj',
    createNew: 'Kreiraj novo',
    createNewLabel: 'Kreiraj novo: {label}',
    created: 'Kreirano',
    createdAt: 'Kreirano',
    creating: 'Kreiranje',
    successfullyCreated: 'Sačuvan je novi unos: {label}.',
    successfullyDuplicated: 'Sačuvana je kopija: {label}.',
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
    menu: 'meni',
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
    lastSavedAgo: 'Posljednji put sačuvano prije {distance}',
    publishIn: 'Objavi samo {locale} prijevod',
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
    deletingTitle: 'Pri brisanju {title} došlo je do greške. Provjerite internetsku vezu i pokušajte ponovo.',
    emailOrPasswordIncorrect: 'E-mail adresa ili lozinka nisu tačni.',
    failedToSaveLayout: 'Raspored nije sačuvan.',
    localesNotSaved_one: 'Sljedeći jezik nije bilo moguće sačuvati:',
    localesNotSaved_other: 'Sljedeće jezike nije bilo moguće sačuvati:',
    missingRequiredData: 'Nedostaju obavezni podaci.',
    restoringTitle: 'Pri vraćanju {title} došlo je do greške. Provjerite vezu i pokušajte ponovo.',
    unableToReindexCollection: 'Greška pri ponovnom indeksiranju kolekcije {collection}. Operacija je prekinuta.',
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
