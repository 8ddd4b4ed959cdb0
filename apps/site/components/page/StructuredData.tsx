import { locations, marketProfiles, postalAddressOf } from '@/content/company';
import { markets } from '@/config/markets';
import { FOUNDED, type Site } from '@/content/site';
import type { RouteKey } from '@/routes';
import { JsonLd } from '@/ui/JsonLd';

function organization(site: Site) {
  const { profile } = site;
  return {
    '@type': 'Organization',
    '@id': `${site.url}/#organization`,
    name: profile.registration.legalName,
    brand: profile.brandName,
    url: site.url,
    logo: `${site.url}/icon.svg`,
    email: profile.email,
    telephone: profile.phone,
    foundingDate: String(FOUNDED),
    address: profile.address,
    sameAs: markets.filter((m) => m !== site.market).map((m) => marketProfiles[m].siteUrl),
  };
}

function localBusinesses(site: Site) {
  return locations.map((location) => ({
    '@type': 'LocalBusiness',
    name: `${site.profile.brandName} ${location.city}`,
    telephone: location.tel1,
    address: postalAddressOf(location),
    parentOrganization: { '@id': `${site.url}/#organization` },
  }));
}

/** JSON-LD for search engines: the organisation on home, and each site on the About page. */
export function StructuredData({ routeKey, site }: { routeKey: RouteKey; site: Site }) {
  const graph = routeKey === 'home' ? [organization(site)] : routeKey === 'o-nama' ? [organization(site), ...localBusinesses(site)] : [];
  if (graph.length === 0) return null;
  return <JsonLd data={{ '@context': 'https://schema.org', '@graph': graph }} />;
}
