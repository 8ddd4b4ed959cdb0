import type { Section } from '@/content/page-schema';
import { LatestNews, NewsList } from '@/features/news/NewsSections';
import { BrandStrip } from './BrandStrip';
import { Certificates, Features, Products, RouteCards, Steps } from './Cards';
import { Positions } from './Positions';
import { CompanyData, ContactCta, Locations, SalesContacts } from './Company';
import { Documents } from './Documents';
import type { SectionContext } from '@/ui/section-context';
import { Figures } from './Figures';
import { Hero } from './Hero';
import { ReportSection } from '@/features/pv/intake/ReportSection';
import { SearchSection } from '@/features/search/SearchSection';
import { SurveySection } from '@/features/survey/SurveySection';
import { DataTable, Notice, Prose, Timeline } from './Text';

function SectionView({ section, ctx, id }: { section: Section; ctx: SectionContext; id: string }) {
  switch (section.type) {
    case 'hero':
      return <Hero section={section} locale={ctx.locale} image={ctx.heroImage} />;
    case 'prose':
      return <Prose section={section} ctx={ctx} id={id} />;
    case 'figures':
      return <Figures section={section} ctx={ctx} id={id} />;
    case 'features':
      return <Features section={section} ctx={ctx} id={id} />;
    case 'routeCards':
      return <RouteCards section={section} ctx={ctx} id={id} />;
    case 'timeline':
      return <Timeline section={section} ctx={ctx} id={id} />;
    case 'certificates':
      return <Certificates section={section} ctx={ctx} id={id} />;
    case 'locations':
      return <Locations section={section} ctx={ctx} id={id} />;
    case 'brandStrip':
      return <BrandStrip section={section} ctx={ctx} id={id} />;
    case 'products':
      return <Products section={section} ctx={ctx} id={id} />;
    case 'notice':
      return <Notice section={section} ctx={ctx} id={id} />;
    case 'table':
      return <DataTable section={section} ctx={ctx} id={id} />;
    case 'companyData':
      return <CompanyData section={section} ctx={ctx} id={id} />;
    case 'salesContacts':
      return <SalesContacts section={section} ctx={ctx} id={id} />;
    case 'positions':
      return <Positions section={section} ctx={ctx} id={id} />;
    case 'steps':
      return <Steps section={section} ctx={ctx} id={id} />;
    case 'contactCta':
      return <ContactCta section={section} ctx={ctx} id={id} />;
    case 'survey':
      return <SurveySection section={section} ctx={ctx} id={id} />;
    case 'newsList':
      return <NewsList section={section} ctx={ctx} id={id} />;
    case 'latestNews':
      return <LatestNews section={section} ctx={ctx} id={id} />;
    case 'documents':
      return <Documents section={section} ctx={ctx} id={id} />;
    case 'reportForm':
      return <ReportSection ctx={ctx} />;
    case 'searchResults':
      return <SearchSection ctx={ctx} />;
  }
}

export function Sections({ sections, ctx }: { sections: Section[]; ctx: SectionContext }) {
  return sections.map((section, index) => <SectionView key={index} section={section} ctx={ctx} id={`s${index}`} />);
}
