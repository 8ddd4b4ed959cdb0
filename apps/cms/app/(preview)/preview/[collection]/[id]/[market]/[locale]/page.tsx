import type { Metadata } from 'next';
import { PageRoute, pageMetadata } from '@site/components/page/route';
import { segmentsOf } from '@/routes';
import { previewOf, type Preview, type PreviewSegments } from '../../../../../../../src/preview/open-preview';
import { PreviewProblems } from '../../../../../../../src/preview/PreviewBanner';

type Props = { params: Promise<PreviewSegments> };

/** The public route's params for the draft's path (a path that matches nothing renders the 404 view, as the site would). */
const slugOf = ({ path, address }: Preview) => Promise.resolve({ slug: path === undefined ? ['-'] : segmentsOf(path, address.locale) });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const preview = await previewOf(params);
  // A preview is never for search engines (the CMS also sends X-Robots-Tag: next.config.mjs).
  return { ...(await pageMetadata(preview.address.locale, slugOf(preview))), robots: { index: false, follow: false } };
}

/** The draft rendered by the public site's own route component, from the preview's snapshot. */
export default async function PreviewPage({ params }: Props) {
  const preview = await previewOf(params);
  if (preview.problems.length > 0) return <PreviewProblems preview={preview} />;
  return <PageRoute locale={preview.address.locale} params={slugOf(preview)} />;
}
