'use client';

import { useField, useFormFields } from '@payloadcms/ui';
import { useId } from 'react';
import { defaultLocale, isMarket } from '@/config/markets';
import { pathOf, routeKeys, routesOf } from '@/routes';
import { useStaffTranslation } from '../i18n/use-staff-translation';

/**
 * Which page of the site a page document is: chosen from the routes the code
 * has for the document's market, shown by their address. Once saved, only an
 * administrator changes it (the field's access), and others see it as text.
 */
export function RouteKeyField({ path, readOnly }: { path: string; readOnly?: boolean }) {
  const { value, setValue } = useField<string>({ path });
  const market = useFormFields(([fields]) => fields.market?.value);
  const { t } = useStaffTranslation();
  const id = useId();
  // Before a market is chosen, every route; the save checks that the market has it.
  const routes = isMarket(market)
    ? routesOf(market).map((key) => ({ key, label: `${pathOf(key, defaultLocale(market))} (${key})` }))
    : routeKeys.map((key) => ({ key, label: key }));
  return (
    <div className="field-type text">
      <label className="field-label" htmlFor={id}>
        {t('pages:routeKeyLabel')}
        <span className="required">*</span>
      </label>
      <p id={`${id}-description`} className="field-description">
        {t('pages:routeKeyDescription')}
      </p>
      <select
        id={id}
        name={path}
        value={value ?? ''}
        disabled={readOnly}
        required
        aria-describedby={`${id}-description`}
        onChange={(event) => setValue(event.target.value || null)}
        className="route-key-field"
      >
        <option value="">{t('pages:chooseRoute')}</option>
        {value && !routes.some((route) => route.key === value) && <option value={value}>{value}</option>}
        {routes.map((route) => (
          <option key={route.key} value={route.key}>
            {route.label}
          </option>
        ))}
      </select>
    </div>
  );
}
