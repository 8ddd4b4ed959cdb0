'use client';

import { useFormFields, useRowLabel } from '@payloadcms/ui';
import { useStaffTranslation } from '../i18n/use-staff-translation';
import { brandOf, oneLine, withBrand } from './admin-words';

/** The fields that say what an item is, in the order they name it. */
const NAMING_FIELDS = ['title', 'name', 'value', 'label', 'year', 'text'];

/**
 * An item of a list (figures, features, steps…) headed by its own words, "02 · 6000+ kupaca",
 * instead of Payload's "Item 02"; an empty one by its number in the editor's language.
 */
export function ItemLabel() {
  const { data, rowNumber = 0 } = useRowLabel<Record<string, unknown>>();
  const { t } = useStaffTranslation();
  const market = useFormFields(([fields]) => fields.market?.value);
  const markets = useFormFields(([fields]) => fields.markets?.value);
  const number = String(rowNumber + 1).padStart(2, '0');
  const words = NAMING_FIELDS.map((field) => data?.[field])
    .filter((value): value is string | number => (typeof value === 'string' && value.trim() !== '') || typeof value === 'number')
    .slice(0, 2)
    .join(' ');
  if (!words) return <span>{t('pages:itemNumber', { number })}</span>;
  return <span>{`${number} · ${oneLine(withBrand(words, brandOf(market, markets)))}`}</span>;
}
