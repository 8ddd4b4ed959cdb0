/**
 * Where a link in copy may lead. Copy comes from editors' accounts, which are untrusted input:
 * a phished account must not make the company's own pages send visitors to a look-alike site or
 * mailbox. So a link leads only to a page of the site (its address `/o-nama` in any of the site's
 * languages, or its key `route:o-nama`), a phone number, a mailbox
 * of the company's domain, or a web page of the company or of a public body below. Adding a site
 * is a reviewed change to this file, never an editor's choice.
 */
import { locales } from '@/config/markets';
import { isRouteKey, pathOf, routeKeys, type RouteKey } from '@/routes';

/** The company's own domain: its sites (hr., si., ba.) and mailboxes are under it. */
export const COMPANY_DOMAIN = 'farmadria.example';

/** Medicines agencies, health insurers, public health institutes, governments and data-protection authorities of the markets and the EU; their subdomains too. */
export const PUBLIC_BODY_DOMAINS = [
  // EU and international
  'europa.eu',
  'edqm.eu',
  'who.int',
  'ich.org',
  // Croatia
  'halmed.hr',
  'hzzo.hr',
  'hzjz.hr',
  'gov.hr',
  'azop.hr',
  'veterinarstvo.hr',
  // Slovenia
  'jazmp.si',
  'zzzs.si',
  'nijz.si',
  'gov.si',
  'ip-rs.si',
  // Bosnia and Herzegovina
  'almbih.gov.ba',
  'gov.ba',
  'azlp.ba',
] as const;

const WEB_DOMAINS: readonly string[] = [COMPANY_DOMAIN, ...PUBLIC_BODY_DOMAINS];

const within = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** `https://www.halmed.hr/…`: the web, with no user name in front of the host (`https://halmed.hr@elsewhere`). */
function isAllowedWebAddress(href: string): boolean {
  // `https:halmed.hr` is a path on the page's own site to a browser, whatever URL makes of it.
  if (!/^https?:\/\//i.test(href)) return false;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return WEB_DOMAINS.some((domain) => within(url.hostname, domain));
}

/**
 * `mailto:someone@hr.farmadria.example`, one plain address and nothing after it: a `?cc=`, or a
 * second address behind a comma or percent-encoded (`someone%40elsewhere,`), which mail programs
 * decode, would send the mail elsewhere.
 */
function isAllowedMailAddress(href: string): boolean {
  const address = /^mailto:([a-z0-9._+-]+)@([a-z0-9.-]+)$/i.exec(href);
  return !!address && within(address[2]!.toLowerCase(), COMPANY_DOMAIN);
}

/**
 * Whether a link in copy may lead to `href`, as Markdown gives it (percent-encoded: a space in a
 * phone number is `%20`).
 */
export function isAllowedLink(href: string): boolean {
  const target = href.trim();
  // A page that does not exist would fail the build after publishing accepted it.
  if (target.startsWith('route:') || target.startsWith('/')) return routeOfLink(target) !== undefined;
  if (/^tel:\+?[0-9](?:[0-9()./-]|%20)*$/i.test(target)) return true;
  if (/^mailto:/i.test(target)) return isAllowedMailAddress(target);
  return isAllowedWebAddress(target);
}

/** Each page's address in each language ("/o-nama", "/en/about-us"), to its route: no two pages share one. */
let pageAddresses: Map<string, RouteKey> | undefined;

/**
 * The page of the site a link leads to: written as its key (`route:o-nama`) or, as editors see
 * it on the site, its address in any of the site's languages (`/o-nama`, `/en/about-us`); the link
 * then leads to the page in the copy's own language.
 */
export function routeOfLink(href: string): RouteKey | undefined {
  const target = href.trim();
  if (target.startsWith('route:')) {
    const key = target.slice('route:'.length);
    return isRouteKey(key) ? key : undefined;
  }
  pageAddresses ??= new Map(routeKeys.flatMap((key) => locales.map((locale) => [pathOf(key, locale), key] as const)));
  return pageAddresses.get(target);
}
