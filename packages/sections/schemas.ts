/**
 * Every section type a page may hold, each from its folder (packages/sections/<type>/schema.ts). The order is
 * the admin's, in its "add a section" window. Framework-free: content validates pages with it
 * (packages/content/page-schema.ts) and the CMS generates its blocks from it.
 */
import { schema as hero } from './hero/schema';
import { schema as prose } from './prose/schema';
import { schema as figures } from './figures/schema';
import { schema as features } from './features/schema';
import { schema as routeCards } from './routeCards/schema';
import { schema as timeline } from './timeline/schema';
import { schema as certificates } from './certificates/schema';
import { schema as locations } from './locations/schema';
import { schema as brandStrip } from './brandStrip/schema';
import { schema as products } from './products/schema';
import { schema as notice } from './notice/schema';
import { schema as table } from './table/schema';
import { schema as companyData } from './companyData/schema';
import { schema as salesContacts } from './salesContacts/schema';
import { schema as positions } from './positions/schema';
import { schema as steps } from './steps/schema';
import { schema as contactCta } from './contactCta/schema';
import { schema as survey } from './survey/schema';
import { schema as documents } from './documents/schema';
import { schema as reportForm } from './reportForm/schema';
import { schema as newsList } from './newsList/schema';
import { schema as latestNews } from './latestNews/schema';
import { schema as searchResults } from './searchResults/schema';

export const sectionSchemas = [
  hero,
  prose,
  figures,
  features,
  routeCards,
  timeline,
  certificates,
  locations,
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
  documents,
  reportForm,
  newsList,
  latestNews,
  searchResults,
] as const;
