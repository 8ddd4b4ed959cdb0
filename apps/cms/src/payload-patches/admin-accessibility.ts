/**
 * Names and roles that Payload's own widgets leave out, found by axe-core on the admin's screens
 * (tests/e2e/admin-journey.spec.ts). Payload renders these parts itself and takes no prop for them,
 * so the admin adds what is missing in the browser (components/AdminAccessibility.tsx), as payload-look.css mends
 * their colours and sizes. Each step changes an element only while it still lacks the fix, so a
 * second pass changes nothing.
 */

export interface AdminNames {
  moreOptions: string;
  previousPage: string;
  nextPage: string;
  move: string;
  selectRow: (title: string) => string;
  dashboardMenu: string;
  clearDate: string;
  monthSelect: string;
  yearSelect: string;
  documentMenu: string;
  publishOptions: string;
  rowActions: (title: string) => string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

function hasName(element: Element): boolean {
  return Boolean(
    element.getAttribute('aria-label')?.trim() ||
    element.getAttribute('aria-labelledby') ||
    element.getAttribute('title')?.trim() ||
    element.textContent?.trim(),
  );
}

function nameIfUnnamed(root: ParentNode, selector: string, name: string) {
  for (const element of root.querySelectorAll(selector)) if (!hasName(element)) element.setAttribute('aria-label', name);
}

/**
 * Icon-only buttons: the menus of a document, of Publish and of a row, the list's page arrows, a
 * row's drag handle, a date's clear button. Each menu has a name of its own: a screen reader's list
 * of buttons read "More options" twice beside Publish.
 */
function nameIconButtons(root: ParentNode, names: AdminNames) {
  nameIfUnnamed(root, '.doc-controls__popup .popup-button', names.documentMenu);
  nameIfUnnamed(root, '.btn--withPopup:has(#action-save) .popup-button', names.publishOptions);
  nameRowMenus(root, names);
  nameIfUnnamed(root, '.popup-button', names.moreOptions);
  nameIfUnnamed(root, '.clickable-arrow--left', names.previousPage);
  nameIfUnnamed(root, '.clickable-arrow--right', names.nextPage);
  nameIfUnnamed(root, '.collapsible__drag', names.move);
  nameIfUnnamed(root, '.date-time-picker__clear-button', names.clearDate);
}

/** A row's menu, by the row's title as its header shows it (which changes as the row's heading is typed). */
function nameRowMenus(root: ParentNode, names: AdminNames) {
  for (const button of root.querySelectorAll('.array-actions .popup-button')) {
    const title = button.closest('.collapsible')?.querySelector('.row-label')?.textContent?.replace(/\s+/g, ' ').trim();
    if (!title) continue;
    const name = names.rowActions(title);
    if (button.getAttribute('aria-label') !== name) button.setAttribute('aria-label', name);
  }
}

/**
 * The label that names an element around `input`, up to its field's wrapper; else that wrapper's
 * own label, whose `for` names no element (a text field of several values, like a company's
 * management, renders a select without the id).
 */
function fieldLabelOf(root: ParentNode, input: Element): Element | null {
  for (let element = input.parentElement; element; element = element.parentElement) {
    const label = element.id ? root.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null;
    if (label) return label;
    if (element.classList.contains('field-type')) return element.querySelector(':scope > label');
  }
  return null;
}

/** A calendar's month and year choices (react-datepicker's selects, which take no name; their options' text is no name). */
function nameCalendarSelects(root: ParentNode, names: AdminNames) {
  for (const [selector, name] of [
    ['select.react-datepicker__month-select', names.monthSelect],
    ['select.react-datepicker__year-select', names.yearSelect],
  ] as const) {
    for (const select of root.querySelectorAll<HTMLSelectElement>(selector))
      if (!select.labels.length && !select.getAttribute('aria-label')) select.setAttribute('aria-label', name);
  }
}

/**
 * A field's label names the field's wrapper (`for` its id), so the input Payload renders inside a
 * select or a date picker has no label: it takes the field's. The dashboard's layout menu has none
 * to take. Only these inputs: the upload field's, changed alike, lost the reason of a refused file.
 */
function labelInputs(root: ParentNode, names: AdminNames) {
  for (const input of root.querySelectorAll<HTMLInputElement>('.react-select input, .react-datepicker__input-container input')) {
    if (input.labels?.length || input.getAttribute('aria-label') || input.getAttribute('aria-labelledby')) continue;
    const label = fieldLabelOf(root, input);
    if (label) {
      label.id ||= `${label.getAttribute('for')}-label`;
      input.setAttribute('aria-labelledby', label.id);
    } else if (input.closest('.dashboard-breadcrumb-select')) {
      input.setAttribute('aria-label', names.dashboardMenu);
    }
  }
}

/**
 * In a drawer, Payload numbers a field's label for the depth it is at (`for="field-alt-2"`) but not
 * its input (`id="field-alt"`), as in the media library's drawer for a new file: the label names
 * nothing. The input of its field, unlabelled, takes it.
 */
function labelDrawerInputs(root: ParentNode) {
  for (const label of root.querySelectorAll<HTMLLabelElement>('.drawer label.field-label[for]')) {
    if (!label.htmlFor || document.getElementById(label.htmlFor)) continue;
    const input = label.closest('.field-type')?.querySelector<HTMLInputElement>('input:not([type="hidden"]), textarea, select');
    if (!input || input.labels?.length || input.getAttribute('aria-labelledby') || input.getAttribute('aria-label')) continue;
    label.id ||= `${label.htmlFor}-label`;
    input.setAttribute('aria-labelledby', label.id);
  }
}

/**
 * A drawer's dialog is named by its code (faceless-ui names it by its slug, "schedule-12"): by its
 * heading instead, once it has one.
 */
function nameDrawersByHeading(root: ParentNode) {
  for (const dialog of root.querySelectorAll('dialog[aria-label]')) {
    if (dialog.getAttribute('aria-label') !== dialog.id) continue;
    const heading = dialog.querySelector('h1, h2');
    if (!heading?.textContent?.trim()) continue;
    heading.id ||= `${dialog.id}-heading`;
    dialog.removeAttribute('aria-label');
    dialog.setAttribute('aria-labelledby', heading.id);
  }
}

/**
 * react-select's open and clear indicators are hidden from screen readers yet reachable with Tab:
 * out of the tab order, as the keys of the select itself open it (Down) and clear it (Backspace).
 */
function untabHiddenIndicators(root: ParentNode) {
  for (const indicator of root.querySelectorAll('.react-select [aria-hidden="true"]')) {
    if (indicator.matches(FOCUSABLE)) indicator.setAttribute('tabindex', '-1');
  }
}

/**
 * A chosen value of a multiple select is a sortable button (dnd-kit) holding its own remove button,
 * which a button's role hides from screen readers. It becomes a group, so the remove button is
 * heard, and leaves the tab order: a group is no control to stop at. The values' order is then set
 * with the mouse, or from the keyboard by removing and choosing them again.
 */
function groupSortablesWithControls(root: ParentNode) {
  for (const item of root.querySelectorAll('[aria-roledescription="sortable"][role="button"]')) {
    if (!item.querySelector(FOCUSABLE)) continue;
    item.setAttribute('role', 'group');
    item.setAttribute('tabindex', '-1');
  }
}

/** The list's row checkboxes, named by their row's title. */
function nameRowCheckboxes(root: ParentNode, names: AdminNames) {
  for (const box of root.querySelectorAll('.select-row input[type="checkbox"]')) {
    if (box.getAttribute('aria-label')?.trim() || box.getAttribute('aria-labelledby')) continue;
    const row = box.closest('tr');
    const title = row?.querySelector('td:not(.cell-_select)')?.textContent?.trim() || String(row?.rowIndex ?? '');
    box.setAttribute('aria-label', names.selectRow(title));
  }
}

/**
 * The document's tabs: the Versions tab is named "Versions" while it shows "Versions 3" (its text
 * is a better name), and the tabs' list holds links and dividers, not list items.
 */
function mendDocumentTabs(root: ParentNode) {
  for (const tab of root.querySelectorAll('a.doc-tab[aria-label]')) {
    if (tab.textContent?.trim() && tab.textContent.trim() !== tab.getAttribute('aria-label')) tab.removeAttribute('aria-label');
  }
  for (const list of root.querySelectorAll('ul.doc-tabs__tabs:not([role])')) list.setAttribute('role', 'none');
}

export function mendAdminAccessibility(root: ParentNode, names: AdminNames) {
  nameIconButtons(root, names);
  nameCalendarSelects(root, names);
  labelInputs(root, names);
  labelDrawerInputs(root);
  nameDrawersByHeading(root);
  untabHiddenIndicators(root);
  groupSortablesWithControls(root);
  nameRowCheckboxes(root, names);
  mendDocumentTabs(root);
}
