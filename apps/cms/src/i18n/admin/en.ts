/**
 * The admin around the features: the back office's menu, refused queries and markets, and names
 * for Payload's unnamed controls, in English: the reference, which hr.ts, sl.ts and bs.ts
 * translate key for key.
 */
export const en = {
  nav: {
    label: 'Back office',
    reports: 'Adverse-effect reports',
    applications: 'Job applications',
    survey: 'Survey results',
    secondFactor: 'Two-step sign-in',
  },
  errors: {
    malformedValue: 'The request holds a value that is not valid here (a number, a date or a text that cannot be stored).',
    otherMarket: 'You edit the content of {markets} only: choose among these markets.',
    noMarket: 'Choose the markets this appears in ({markets}): without one, it would be shown nowhere and you could not open it again.',
    queryShape: 'The query at “{path}” is not well-formed: name a field, then an operator and its value (and/or take a list of such conditions).',
    queryField: '“{path}” is not a field of this collection that can be searched.',
    queryOperator: '“{operator}” does not apply to “{path}”; it takes: {operators}.',
    queryValue: 'The value given for “{path}” ({operator}) does not fit the field.',
    queryOption: '“{path}” takes one of these values: {options}.',
    queryTooLarge: 'The query is too large: at most {count} conditions, nested at most {depth} levels deep.',
    querySort: 'The list cannot be sorted by “{path}”: sort by a single text, number, date or choice.',
    querySelect: '“{path}” cannot be chosen here: choose fields of this collection with true or false.',
    queryPopulate: '“{path}” is not a collection whose fields can be chosen.',
    queryEncoding: 'The address’s parameters are not well-formed: each %-escape must spell UTF-8 text.',
    queryParameter: 'The parameter “{name}” has a value it does not take.',
    otherLanguage: 'You work in {locales} only: another market’s language cannot be searched or sorted.',
  },
  /** Names of Payload's own icon-only controls, which it leaves unnamed (payload-patches/admin-accessibility.ts). */
  adminNames: {
    moreOptions: 'More options',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    move: 'Move',
    selectRow: 'Select {title}',
    dashboardMenu: 'Dashboard layout',
    clearDate: 'Clear the date',
    monthSelect: 'Month',
    yearSelect: 'Year',
    documentMenu: 'Document actions',
    publishOptions: 'Publishing options',
    rowActions: 'Actions: {title}',
  },
} as const;
