'use client';

import { useFormFields, useRowLabel } from '@payloadcms/ui';
import { useStaffTranslation } from '../i18n/use-staff-translation';
import type { StaffKey } from '../i18n/catalogue';
import { brandOf, sectionTitle } from './admin-words';

/**
 * A page's section headed by its own heading, "03 · Karijera u tvrtki Farmadria", with its kind
 * beside it; a section without a heading by its kind. Replaces Payload's header of a block, whose
 * name box said "Bez naslova" (Untitled) over every section.
 */
export function SectionLabel() {
  const { data, rowNumber = 0 } = useRowLabel<Record<string, unknown> & { blockType?: string }>();
  const { t } = useStaffTranslation();
  const market = useFormFields(([fields]) => fields.market?.value);
  const markets = useFormFields(([fields]) => fields.markets?.value);
  const kind = data?.blockType ? t(`blocks:${data.blockType}` as StaffKey) : '';
  const title = sectionTitle(data, rowNumber, kind, brandOf(market, markets));
  return (
    <span className="section-label">
      <span className="section-label__number">{title.number}</span>
      {' · '}
      <span className="section-label__words">{title.words}</span>
      {!title.fromKind && kind && <span className="section-label__kind">{kind}</span>}
    </span>
  );
}
