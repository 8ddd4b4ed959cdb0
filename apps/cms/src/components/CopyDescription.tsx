'use client';

import { FieldDescription, useField, useFormFields } from '@payloadcms/ui';
import type { StaticDescription } from 'payload';
import { useStaffTranslation } from '../i18n/use-staff-translation';
import { brandOf, placeholdersIn } from './admin-words';

/**
 * A text field's description, and under it what the placeholders in its text become on the site:
 * the box keeps "{brand}" for the site to fill, and an editor must know to leave it be.
 */
export function CopyDescription({ path, field }: { path: string; field?: { admin?: { description?: StaticDescription } } }) {
  const { value } = useField<string>({ path });
  const { t } = useStaffTranslation();
  const market = useFormFields(([fields]) => fields.market?.value);
  const markets = useFormFields(([fields]) => fields.markets?.value);
  const { brand, facts } = placeholdersIn(value);
  const description = field?.admin?.description;
  return (
    <>
      {description && <FieldDescription description={description} path={path} />}
      {(brand || facts.length > 0) && (
        <p className="field-description copy-placeholders">
          {brand && t('pages:brandPlaceholder', { placeholder: '{brand}', brand: brandOf(market, markets) })}
          {brand && facts.length > 0 && ' '}
          {facts.length > 0 && t('pages:factPlaceholders', { placeholders: facts.join(', ') })} {t('pages:keepPlaceholders')}
        </p>
      )}
    </>
  );
}
