import type { Locale } from '@/config/markets';
import { groupParent, type Identifier } from '@/content/company';
import type { Site } from '@/content/site';
import { formatDate } from '@/i18n/format';
import { interpolate } from '@/lib/placeholders';

/** "OIB 48271390562": an identifier as running text names it. */
export function identifierText(id: Identifier): string {
  return `${id.name} ${id.value}`;
}

/** "iso-9001" → "iso9001", as placeholder names take no hyphens. */
const certificateName = (key: string) => key.replace(/-/g, '');

/** The certificates' numbers and issuers; with a locale, their dates too ({certificate.gdp.validUntil}). */
function certificateValues(site: Site, locale: Locale | undefined): Record<string, string> {
  return Object.fromEntries(
    site.profile.certificates.flatMap((certificate) => {
      const prefix = `certificate.${certificateName(certificate.key)}`;
      const dates = locale
        ? [
            [`${prefix}.issued`, formatDate(certificate.issued, locale)],
            ...(certificate.validUntil ? [[`${prefix}.validUntil`, formatDate(certificate.validUntil, locale)]] : []),
          ]
        : [];
      return [[`${prefix}.number`, certificate.number], [`${prefix}.issuer`, certificate.issuer], ...dates];
    }),
  );
}

export function placeholderValues(site: Site, locale: Locale | undefined): Record<string, string> {
  const { profile } = site;
  const { registration, pharmacovigilance, orders, press } = profile;
  return {
    brand: profile.brandName,
    'company.legalName': registration.legalName,
    'company.address': profile.address,
    'company.taxId': identifierText(registration.taxId),
    'company.registrationNumber': identifierText(registration.registrationNumber),
    'company.wholesaleLicence': registration.wholesaleLicence.number,
    'group.legalName': groupParent.legalName,
    'company.phone': profile.phone,
    'company.email': profile.email,
    'dpo.name': profile.dataProtectionOfficer.name,
    'dpo.email': profile.dataProtectionOfficer.email,
    'careers.email': profile.careersEmail,
    'site.url': site.url,
    'pv.email': pharmacovigilance.email,
    'pv.phone': pharmacovigilance.phone,
    ...(profile.serviceLine ? { 'service.phone': profile.serviceLine } : {}),
    'orders.email': orders.email,
    'orders.phone': orders.phone,
    'orders.hours': orders.hours,
    'orders.cutOff': orders.cutOff,
    'orders.sameDayCutOff': orders.sameDayCutOff,
    'press.name': press.name,
    'press.email': press.email,
    'press.phone': press.phone,
    'company.wholesaleLicenceIssuer': registration.wholesaleLicence.issuer,
    ...(locale ? { 'company.wholesaleLicenceIssued': formatDate(registration.wholesaleLicence.issued, locale) } : {}),
    ...certificateValues(site, locale),
  };
}

/**
 * Replaces {placeholders} in every string of a content value with the
 * market's configuration. Dates need the locale they are written in.
 */
export function fillPlaceholders<T>(value: T, site: Site, locale?: Locale): T {
  const values = placeholderValues(site, locale);
  const fill = (item: unknown): unknown => {
    if (typeof item === 'string') return interpolate(item, values);
    if (Array.isArray(item)) return item.map(fill);
    if (item && typeof item === 'object') return Object.fromEntries(Object.entries(item).map(([k, v]) => [k, fill(v)]));
    return item;
  };
  return fill(value) as T;
}
