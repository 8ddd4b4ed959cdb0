/**
 * A structured-data check of schema.org JobPosting, offline: Google's required and recommended
 * properties for job postings, the schema.org type of each nested object and only properties
 * that schema.org defines for it, dates in ISO 8601, Google's employmentType values, and a
 * description of HTML that Google's job listings take. Errors make a posting invalid; warnings
 * name recommended properties that are missing.
 */

type Thing = Record<string, unknown>;

/** The properties schema.org defines for each type used here (its own and those of Thing). */
const THING = ['@context', '@type', '@id', 'name', 'description', 'url', 'sameAs', 'identifier', 'image', 'alternateName'];
const PROPERTIES: Record<string, string[]> = {
  JobPosting: [
    ...THING,
    'title',
    'datePosted',
    'validThrough',
    'employmentType',
    'hiringOrganization',
    'jobLocation',
    'directApply',
    'baseSalary',
    'applicantLocationRequirements',
    'jobLocationType',
    'industry',
    'occupationalCategory',
    'qualifications',
    'responsibilities',
    'skills',
    'workHours',
    'jobStartDate',
    'educationRequirements',
    'experienceRequirements',
    'employmentUnit',
    'totalJobOpenings',
  ],
  Organization: [...THING, 'logo', 'email', 'telephone', 'address', 'legalName', 'brand', 'foundingDate', 'parentOrganization'],
  Place: [...THING, 'address', 'geo', 'telephone'],
  PostalAddress: [...THING, 'streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry', 'postOfficeBoxNumber'],
  PropertyValue: [...THING, 'value', 'propertyID', 'unitCode', 'unitText'],
};

const REQUIRED = ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'];
/** baseSalary has no source in this site's content; the others are Google's recommended properties for an on-site job. */
const RECOMMENDED = ['validThrough', 'employmentType', 'identifier', 'directApply', 'baseSalary'];
const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'];
/** The markup Google's job listings render in a description. */
const DESCRIPTION_TAGS = ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a'];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

export interface Findings {
  errors: string[];
  warnings: string[];
}

const isThing = (value: unknown): value is Thing => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const isUrl = (value: unknown) => typeof value === 'string' && /^https:\/\/[^\s/]+(\/\S*)?$/.test(value);
const isIsoMoment = (value: unknown) => typeof value === 'string' && (ISO_DATE.test(value) || ISO_DATE_TIME.test(value)) && !Number.isNaN(Date.parse(value));

/** An object of `type` with only the properties schema.org gives that type. */
function typed(value: unknown, type: string, at: string, errors: string[]): value is Thing {
  if (!isThing(value)) {
    errors.push(`${at}: not an object (${type} expected)`);
    return false;
  }
  if (value['@type'] !== type) errors.push(`${at}: @type is ${JSON.stringify(value['@type'])}, not ${type}`);
  for (const key of Object.keys(value)) if (!PROPERTIES[type]!.includes(key)) errors.push(`${at}.${key}: not a schema.org property of ${type}`);
  return true;
}

function checkDescription(html: string, errors: string[]) {
  for (const [, tag] of html.matchAll(/<\/?([a-zA-Z][\w-]*)/g)) {
    if (!DESCRIPTION_TAGS.includes(tag!.toLowerCase())) errors.push(`description: <${tag}> is not markup a job listing shows`);
  }
  if (/<[^>]*\son\w+\s*=/i.test(html) || /javascript:/i.test(html)) errors.push('description: carries script');
}

function checkOrganization(value: unknown, errors: string[], warnings: string[]) {
  if (!typed(value, 'Organization', 'hiringOrganization', errors)) return;
  if (!isText(value.name)) errors.push('hiringOrganization.name: missing');
  if (!isUrl(value.sameAs) && !isUrl(value.url)) warnings.push('hiringOrganization.sameAs: recommended, missing');
  if (value.logo === undefined) warnings.push('hiringOrganization.logo: recommended, missing');
  else if (!isUrl(value.logo)) errors.push('hiringOrganization.logo: not an absolute https address');
}

function checkLocation(value: unknown, errors: string[], warnings: string[]) {
  const places = Array.isArray(value) ? value : [value];
  places.forEach((place, index) => {
    const at = `jobLocation[${index}]`;
    if (!typed(place, 'Place', at, errors)) return;
    if (!typed(place.address, 'PostalAddress', `${at}.address`, errors)) return;
    const address = place.address;
    if (!(typeof address.addressCountry === 'string' && /^[A-Z]{2}$/.test(address.addressCountry)))
      errors.push(`${at}.address.addressCountry: not an ISO 3166-1 alpha-2 code`);
    if (!isText(address.addressLocality)) errors.push(`${at}.address.addressLocality: missing`);
    for (const key of ['streetAddress', 'postalCode', 'addressRegion']) if (!isText(address[key])) warnings.push(`${at}.address.${key}: recommended, missing`);
  });
}

/** What is wrong (errors) and missing (warnings) in one JobPosting. */
export function checkJobPosting(posting: unknown): Findings {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (!typed(posting, 'JobPosting', 'JobPosting', errors)) return { errors, warnings };
  if (!/^https?:\/\/schema\.org\/?$/.test(String(posting['@context']))) errors.push('@context: not schema.org');
  for (const key of REQUIRED) if (posting[key] === undefined) errors.push(`${key}: required, missing`);
  for (const key of RECOMMENDED) if (posting[key] === undefined) warnings.push(`${key}: recommended, missing`);

  if (posting.title !== undefined && !isText(posting.title)) errors.push('title: empty');
  if (posting.description !== undefined) {
    if (!isText(posting.description)) errors.push('description: empty');
    else checkDescription(posting.description as string, errors);
  }
  if (posting.datePosted !== undefined && !isIsoMoment(posting.datePosted)) errors.push('datePosted: not an ISO 8601 date');
  if (posting.validThrough !== undefined) {
    if (!(typeof posting.validThrough === 'string' && ISO_DATE_TIME.test(posting.validThrough)))
      errors.push('validThrough: not an ISO 8601 date and time with its offset');
    else if (isIsoMoment(posting.datePosted) && Date.parse(posting.validThrough) <= Date.parse(posting.datePosted as string))
      errors.push('validThrough: not after datePosted');
  }
  if (posting.employmentType !== undefined) {
    const types = Array.isArray(posting.employmentType) ? posting.employmentType : [posting.employmentType];
    if (types.length === 0 || types.some((type) => !EMPLOYMENT_TYPES.includes(type as string)))
      errors.push(`employmentType: ${JSON.stringify(posting.employmentType)} is not among Google's values`);
  }
  if (posting.directApply !== undefined && typeof posting.directApply !== 'boolean') errors.push('directApply: not a boolean');
  if (posting.url !== undefined && !isUrl(posting.url)) errors.push('url: not an absolute https address');
  if (posting.identifier !== undefined && typed(posting.identifier, 'PropertyValue', 'identifier', errors)) {
    if (!isText(posting.identifier.name) || !isText(posting.identifier.value)) errors.push('identifier: needs a name and a value');
  }
  if (posting.hiringOrganization !== undefined) checkOrganization(posting.hiringOrganization, errors, warnings);
  if (posting.jobLocation !== undefined) checkLocation(posting.jobLocation, errors, warnings);
  return { errors, warnings };
}

/** The warnings a posting of this site may have: it has no salary to give. */
export const ACCEPTED_WARNINGS = ['baseSalary: recommended, missing'];

/** Every JSON-LD block of a page that is a JobPosting, parsed; throws on a block that is not JSON. */
export function jobPostingsIn(html: string): Thing[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as Thing)
    .filter((data) => data['@type'] === 'JobPosting');
}
