import { localesOf } from '@/config/markets';
import { currentSite } from '@/content/source';
import { searchIndexJson } from '@/features/search/index-pages';

/** The site search's index of each locale, written into the export as /search-index/<locale>.json. */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): Array<{ file: string }> {
  return localesOf(currentSite().market).map((locale) => ({ file: `${locale}.json` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const locale = localesOf(currentSite().market).find((candidate) => file === `${candidate}.json`);
  if (!locale) return new Response('Not found', { status: 404 });
  return new Response(searchIndexJson(currentSite(), locale), { headers: { 'Content-Type': 'application/json' } });
}
