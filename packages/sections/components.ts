/** Each section type's rendering, from its folder (packages/sections/<type>/Component.tsx); Sections.tsx renders a page's list with it. */
import type { ReactNode } from 'react';
import type { Section } from '@/content/page-schema';
import type { SectionProps } from './shared/view';
import { Component as hero } from './hero/Component';
import { Component as prose } from './prose/Component';
import { Component as figures } from './figures/Component';
import { Component as features } from './features/Component';
import { Component as routeCards } from './routeCards/Component';
import { Component as timeline } from './timeline/Component';
import { Component as certificates } from './certificates/Component';
import { Component as locations } from './locations/Component';
import { Component as brandStrip } from './brandStrip/Component';
import { Component as products } from './products/Component';
import { Component as notice } from './notice/Component';
import { Component as table } from './table/Component';
import { Component as companyData } from './companyData/Component';
import { Component as salesContacts } from './salesContacts/Component';
import { Component as positions } from './positions/Component';
import { Component as steps } from './steps/Component';
import { Component as contactCta } from './contactCta/Component';
import { Component as survey } from './survey/Component';
import { Component as documents } from './documents/Component';
import { Component as reportForm } from './reportForm/Component';
import { Component as newsList } from './newsList/Component';
import { Component as latestNews } from './latestNews/Component';
import { Component as searchResults } from './searchResults/Component';

export const sectionComponents: { [Type in Section['type']]: (props: SectionProps<Type>) => ReactNode | Promise<ReactNode> } = {
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
};
