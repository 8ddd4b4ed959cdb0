import { z } from 'zod';
import { contentProblems } from './problems';
import { markets } from '@/config/markets';
import { imageRef } from '@/content/media-schema';
import { routeTable, type RouteKey } from '@/routes/table';
import { copyText, markdownText } from './text-schema';

/**
 * The shape of a page's copy. Each page is a list of typed sections; the
 * renderer in apps/site/components/sections turns each type into markup, so copy
 * never carries layout. Text fields marked "markdown" take paragraphs,
 * **bold**, lists and links; a link to another page is written
 * [text](route:route-key) and resolves to that page in the same locale.
 * Any text may use the placeholders listed in `placeholders` below.
 */
export const icons = [
  'Pill',
  'FlaskConical',
  'Microscope',
  'PawPrint',
  'Smile',
  'Stethoscope',
  'Truck',
  'Warehouse',
  'FileCheck',
  'ClipboardList',
  'Package',
  'Wrench',
  'Building2',
  'Users',
  'Newspaper',
  'Scale',
  'ShieldCheck',
  'Award',
  'HeartPulse',
  'Ear',
  'Sun',
  'Droplets',
  'Sparkles',
  'Leaf',
  'Globe',
  'Phone',
  'Mail',
  'MapPin',
  'Clock',
  'Thermometer',
  'Handshake',
  'GraduationCap',
  'Briefcase',
  'FileText',
  'Camera',
  'Cookie',
  'Lock',
  'Activity',
  'Syringe',
  'TestTube',
  'Baby',
  'HeartHandshake',
  'Search',
] as const;

/** Filled from the market's configuration at render time (render.ts); the admin explains them at the field. */
export const placeholders = [
  '{brand}',
  '{company.legalName}',
  '{company.address}',
  '{company.taxId}',
  '{company.registrationNumber}',
  '{company.wholesaleLicence}',
  '{group.legalName}',
  '{company.phone}',
  '{company.email}',
  '{dpo.name}',
  '{dpo.email}',
  '{careers.email}',
  '{site.url}',
  '{pv.email}',
  '{pv.phone}',
  '{service.phone}',
  '{orders.email}',
  '{orders.phone}',
  '{orders.hours}',
  '{orders.cutOff}',
  '{orders.sameDayCutOff}',
  '{press.name}',
  '{press.email}',
  '{press.phone}',
  '{company.wholesaleLicenceIssuer}',
  // Documents only, where the locale is known: the dates of the licence and of each certificate (iso9001, iso14001, gdp, gmp).
  '{company.wholesaleLicenceIssued}',
  '{certificate.<key>.number}',
  '{certificate.<key>.issuer}',
  '{certificate.<key>.issued}',
  '{certificate.<key>.validUntil}',
] as const;

const text = copyText;
/** A paragraph of plain text: the same rules as `text`, edited in a multi-line box. */
const paragraph = copyText.meta({ format: 'multiline' });
const markdown = markdownText;
const routeKey = z.enum(Object.keys(routeTable) as [RouteKey, ...RouteKey[]]);
/** Drawn in the admin as a picker of the icons themselves. */
const icon = z.enum(icons).meta({ format: 'icon' });

const base = { markets: z.array(z.enum(markets)).min(1).optional() };

const hero = z.object({
  ...base,
  type: z.literal('hero'),
  eyebrow: text.optional(),
  title: text,
  lead: paragraph,
  icon,
});
const prose = z.object({ ...base, type: z.literal('prose'), heading: text.optional(), body: markdown });
/** Key figures; `source` says where figures from outside the company come from, and for which year. */
const figures = z.object({
  ...base,
  type: z.literal('figures'),
  heading: text.optional(),
  items: z
    .array(z.object({ value: text, label: text }))
    .min(1)
    .max(8),
  source: markdown.optional(),
});
const features = z.object({
  ...base,
  type: z.literal('features'),
  heading: text,
  intro: markdown.optional(),
  /** A photo of the media library above the cards, shown lazily (never the page's largest paint). */
  image: imageRef.optional(),
  items: z.array(z.object({ icon, title: text, text: markdown })).min(1),
});
const routeCards = z.object({
  ...base,
  type: z.literal('routeCards'),
  heading: text,
  intro: markdown.optional(),
  kind: z.enum(['department', 'service', 'brand', 'product']),
  parent: routeKey.optional(),
});
const timeline = z.object({
  ...base,
  type: z.literal('timeline'),
  heading: text,
  items: z.array(z.object({ year: z.number().int().min(1990).max(2030), text: paragraph })).min(1),
});
/** Each item names a certificate of the market's facts (packages/content/company.ts), whose number, issuer and validity it shows. */
const certificates = z.object({
  ...base,
  type: z.literal('certificates'),
  heading: text,
  intro: markdown.optional(),
  items: z.array(z.object({ certificate: z.enum(['iso-9001', 'iso-14001', 'gdp', 'gmp']), name: text, text: paragraph })).min(1),
});
const locationsSection = z.object({ ...base, type: z.literal('locations'), heading: text, intro: markdown.optional() });
const brandStrip = z.object({ ...base, type: z.literal('brandStrip'), heading: text, intro: markdown.optional() });
const products = z.object({
  ...base,
  type: z.literal('products'),
  heading: text,
  intro: markdown.optional(),
  items: z.array(z.object({ name: text, text: markdown, link: routeKey.optional() })).min(1),
});
const notice = z.object({
  ...base,
  type: z.literal('notice'),
  tone: z.enum(['info', 'medical']),
  title: text.optional(),
  body: markdown,
});
const table = z
  .object({
    ...base,
    type: z.literal('table'),
    heading: text.optional(),
    caption: text,
    columns: z.array(text).min(2),
    rows: z.array(z.array(markdown)).min(1),
  })
  .refine((t) => t.rows.every((row) => row.length === t.columns.length), {
    error: contentProblems.tableRows,
    path: ['rows'],
  });
const companyData = z.object({ ...base, type: z.literal('companyData'), heading: text, intro: markdown.optional() });
/** The open job openings of the market (packages/content/jobs.ts); the empty state lives in the catalogue. */
const positions = z.object({ ...base, type: z.literal('positions'), heading: text, intro: markdown.optional() });
const steps = z.object({
  ...base,
  type: z.literal('steps'),
  heading: text,
  intro: markdown.optional(),
  items: z.array(z.object({ title: text, text: markdown })).min(1),
});
/** The market's sales contacts (packages/content/company.ts), regional ones included, each with phone and e-mail. */
const salesContacts = z.object({ ...base, type: z.literal('salesContacts'), heading: text, intro: markdown.optional() });
const contactCta = z.object({ ...base, type: z.literal('contactCta'), heading: text, text: markdown, button: text });
/** The well-being survey's questionnaire (packages/features/survey), opened by the `button`; its questions and texts live in the catalogue. */
const survey = z.object({ ...base, type: z.literal('survey'), heading: text, text: markdown, button: text });
/** News and events (packages/features/news): the filtered, paginated list, and the newest three for home. */
const newsList = z.object({ ...base, type: z.literal('newsList'), heading: text, intro: markdown.optional() });
const latestNews = z.object({ ...base, type: z.literal('latestNews'), heading: text, intro: markdown.optional() });
/** The market's downloadable documents (packages/content/downloads.ts), with their type and size. */
const documentsSection = z.object({ ...base, type: z.literal('documents'), heading: text, intro: markdown.optional() });
/** The adverse-effect report form (packages/features/pv/intake); its texts live in the catalogue. */
const reportForm = z.object({ ...base, type: z.literal('reportForm') });
/** The site search's results for ?q= (packages/features/search); its texts live in the catalogue. */
const searchResults = z.object({ ...base, type: z.literal('searchResults') });

const sectionSchema = z.discriminatedUnion('type', [
  hero,
  prose,
  figures,
  features,
  routeCards,
  timeline,
  certificates,
  locationsSection,
  brandStrip,
  products,
  notice,
  table,
  companyData,
  salesContacts,
  positions,
  steps,
  contactCta,
  survey,
  documentsSection,
  reportForm,
  newsList,
  latestNews,
  searchResults,
]);

export const pageSchema = z
  .object({
    /** The <title>, without the site name. */
    title: text.max(70),
    /** The meta description. */
    description: text.min(50).max(200).meta({ format: 'multiline' }),
    /** One or two sentences shown on cards that link to this page. */
    summary: text.max(260).meta({ format: 'multiline' }),
    /**
     * A photo of the media library in the page's hero, in place of the drawn art (the page's
     * largest paint, so it loads first).
     */
    image: imageRef.optional(),
    sections: z.array(sectionSchema).min(2),
  })
  .refine((page) => page.sections[0]?.type === 'hero' && page.sections.filter((s) => s.type === 'hero').length === 1, {
    error: contentProblems.oneHero,
    path: ['sections'],
  });

export type Section = z.infer<typeof sectionSchema>;
export type PageContent = z.infer<typeof pageSchema>;
export type SectionOf<T extends Section['type']> = Extract<Section, { type: T }>;
export type IconName = (typeof icons)[number];
