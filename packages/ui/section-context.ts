import type { Locale } from '@/config/markets';
import type { Site } from '@/content/site';
import type { Messages } from '@/i18n/messages';
import type { RouteKey } from '@/routes';

/** What every section needs to render: where it is, for whom, and in which language. */
export interface SectionContext {
  locale: Locale;
  site: Site;
  routeKey: RouteKey;
  t: Messages;
  /** The page's photo (its media id), which its hero shows. */
  heroImage?: number;
}
