/**
 * What the admin shows of each section type, from its folder: its names in every staff language
 * (labels.ts) and its picture in the "add a section" window (thumbnail.ts). Apart from the schemas
 * (schemas.ts), so the site never loads them.
 */
import type { Section } from '@/content/page-schema';
import type { SomeSectionLabels, StaffLanguage } from './shared/labels';
import type { Shape } from './shared/thumbnail';
import { labels as heroLabels } from './hero/labels';
import { thumbnail as heroThumbnail } from './hero/thumbnail';
import { labels as proseLabels } from './prose/labels';
import { thumbnail as proseThumbnail } from './prose/thumbnail';
import { labels as figuresLabels } from './figures/labels';
import { thumbnail as figuresThumbnail } from './figures/thumbnail';
import { labels as featuresLabels } from './features/labels';
import { thumbnail as featuresThumbnail } from './features/thumbnail';
import { labels as routeCardsLabels } from './routeCards/labels';
import { thumbnail as routeCardsThumbnail } from './routeCards/thumbnail';
import { labels as timelineLabels } from './timeline/labels';
import { thumbnail as timelineThumbnail } from './timeline/thumbnail';
import { labels as certificatesLabels } from './certificates/labels';
import { thumbnail as certificatesThumbnail } from './certificates/thumbnail';
import { labels as locationsLabels } from './locations/labels';
import { thumbnail as locationsThumbnail } from './locations/thumbnail';
import { labels as brandStripLabels } from './brandStrip/labels';
import { thumbnail as brandStripThumbnail } from './brandStrip/thumbnail';
import { labels as productsLabels } from './products/labels';
import { thumbnail as productsThumbnail } from './products/thumbnail';
import { labels as noticeLabels } from './notice/labels';
import { thumbnail as noticeThumbnail } from './notice/thumbnail';
import { labels as tableLabels } from './table/labels';
import { thumbnail as tableThumbnail } from './table/thumbnail';
import { labels as companyDataLabels } from './companyData/labels';
import { thumbnail as companyDataThumbnail } from './companyData/thumbnail';
import { labels as salesContactsLabels } from './salesContacts/labels';
import { thumbnail as salesContactsThumbnail } from './salesContacts/thumbnail';
import { labels as positionsLabels } from './positions/labels';
import { thumbnail as positionsThumbnail } from './positions/thumbnail';
import { labels as stepsLabels } from './steps/labels';
import { thumbnail as stepsThumbnail } from './steps/thumbnail';
import { labels as contactCtaLabels } from './contactCta/labels';
import { thumbnail as contactCtaThumbnail } from './contactCta/thumbnail';
import { labels as surveyLabels } from './survey/labels';
import { thumbnail as surveyThumbnail } from './survey/thumbnail';
import { labels as documentsLabels } from './documents/labels';
import { thumbnail as documentsThumbnail } from './documents/thumbnail';
import { labels as reportFormLabels } from './reportForm/labels';
import { thumbnail as reportFormThumbnail } from './reportForm/thumbnail';
import { labels as newsListLabels } from './newsList/labels';
import { thumbnail as newsListThumbnail } from './newsList/thumbnail';
import { labels as latestNewsLabels } from './latestNews/labels';
import { thumbnail as latestNewsThumbnail } from './latestNews/thumbnail';
import { labels as searchResultsLabels } from './searchResults/labels';
import { thumbnail as searchResultsThumbnail } from './searchResults/thumbnail';

export interface SectionAdmin {
  labels: SomeSectionLabels;
  thumbnail: () => Shape[];
}

export const sectionAdmin: Record<Section['type'], SectionAdmin> = {
  hero: { labels: heroLabels, thumbnail: heroThumbnail },
  prose: { labels: proseLabels, thumbnail: proseThumbnail },
  figures: { labels: figuresLabels, thumbnail: figuresThumbnail },
  features: { labels: featuresLabels, thumbnail: featuresThumbnail },
  routeCards: { labels: routeCardsLabels, thumbnail: routeCardsThumbnail },
  timeline: { labels: timelineLabels, thumbnail: timelineThumbnail },
  certificates: { labels: certificatesLabels, thumbnail: certificatesThumbnail },
  locations: { labels: locationsLabels, thumbnail: locationsThumbnail },
  brandStrip: { labels: brandStripLabels, thumbnail: brandStripThumbnail },
  products: { labels: productsLabels, thumbnail: productsThumbnail },
  notice: { labels: noticeLabels, thumbnail: noticeThumbnail },
  table: { labels: tableLabels, thumbnail: tableThumbnail },
  companyData: { labels: companyDataLabels, thumbnail: companyDataThumbnail },
  salesContacts: { labels: salesContactsLabels, thumbnail: salesContactsThumbnail },
  positions: { labels: positionsLabels, thumbnail: positionsThumbnail },
  steps: { labels: stepsLabels, thumbnail: stepsThumbnail },
  contactCta: { labels: contactCtaLabels, thumbnail: contactCtaThumbnail },
  survey: { labels: surveyLabels, thumbnail: surveyThumbnail },
  documents: { labels: documentsLabels, thumbnail: documentsThumbnail },
  reportForm: { labels: reportFormLabels, thumbnail: reportFormThumbnail },
  newsList: { labels: newsListLabels, thumbnail: newsListThumbnail },
  latestNews: { labels: latestNewsLabels, thumbnail: latestNewsThumbnail },
  searchResults: { labels: searchResultsLabels, thumbnail: searchResultsThumbnail },
};

/** Each section type's name in one staff language, for the staff catalogue (apps/cms/src/i18n/labels). */
export const sectionNames = (language: StaffLanguage): Record<Section['type'], string> =>
  Object.fromEntries(Object.entries(sectionAdmin).map(([type, { labels }]) => [type, labels.block[language]])) as Record<Section['type'], string>;
