import { marketCountries, marketTimeZones, type Market } from '@/config/markets';
import { locations, postalAddressOf } from '@/content/company';
import type { ContractType, Job } from '@/content/job-schema';
import { markdownToHtml } from '@/content/markdown';
import type { Site } from '@/content/site';
import type { Opening } from './openings';

/** Google's employmentType values for each kind of contract: a fixed term is full-time work for a time. */
const EMPLOYMENT_TYPES: Record<ContractType, string[]> = {
  permanent: ['FULL_TIME'],
  'fixed-term': ['FULL_TIME', 'TEMPORARY'],
  'part-time': ['PART_TIME'],
  internship: ['INTERN'],
};

/** The anchor of an opening on the careers page: an address of it before openings had pages of their own. */
export const openingAnchor = (job: Job) => `opening-${job.id}`;

/** "+01:00": the market's offset from UTC on that day (summer time included). */
function offsetOn(day: string, market: Market): string {
  const noon = new Date(`${day}T12:00:00Z`);
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: marketTimeZones[market], timeZoneName: 'longOffset' })
    .formatToParts(noon)
    .find((part) => part.type === 'timeZoneName')!.value;
  return name === 'GMT' ? '+00:00' : name.slice(3);
}

/** The opening's place: the group's site of that name with its full address, else the place as the copy names it. */
function jobLocation(place: string, market: Market) {
  const site = locations.find((location) => location.city === place);
  const address = site ? postalAddressOf(site) : { '@type': 'PostalAddress', addressLocality: place, addressCountry: marketCountries[market] };
  return { '@type': 'Place', address };
}

/**
 * schema.org's JobPosting for one opening's page in one language, as Google's job listings read it:
 * the title, the description as HTML (the copy's own safe rendering), the page's address, the day
 * it was first published (stored with the opening) and the end of its deadline day, in the market's
 * time zone, the employer and the place. The Apply button on the page opens the application form, so
 * the page applies directly. Only an opening's own page carries it, never the careers list.
 */
export function jobPostingJsonLd({ job, locale, text, path }: Opening, site: Site): Record<string, unknown> {
  const organization = site.profile.registration.legalName;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: text.title,
    description: markdownToHtml(text.description, locale).trim(),
    url: `${site.url}${path}`,
    identifier: { '@type': 'PropertyValue', name: organization, value: String(job.id) },
    datePosted: job.posted,
    validThrough: `${job.deadline}T23:59:59${offsetOn(job.deadline, site.market)}`,
    employmentType: EMPLOYMENT_TYPES[job.contract],
    hiringOrganization: {
      '@type': 'Organization',
      '@id': `${site.url}/#organization`,
      name: organization,
      sameAs: site.url,
      url: site.url,
      logo: `${site.url}/icon.svg`,
    },
    jobLocation: jobLocation(text.place, site.market),
    directApply: true,
  };
}
