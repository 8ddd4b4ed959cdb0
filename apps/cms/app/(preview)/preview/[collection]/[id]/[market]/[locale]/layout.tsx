import type { ReactNode } from 'react';
import { RootLayout } from '@site/components/layout/RootLayout';
import { previewOf, type PreviewSegments } from '../../../../../../../src/preview/open-preview';
import { PreviewBanner } from '../../../../../../../src/preview/PreviewBanner';

/**
 * The root layout of a draft preview: the public site's own layout (and stylesheet), in the
 * previewed market and locale, with the draft banner. Nothing of the admin is loaded here.
 */
export default async function PreviewLayout({ children, params }: { children: ReactNode; params: Promise<PreviewSegments> }) {
  const preview = await previewOf(params);
  return (
    <RootLayout locale={preview.address.locale} banner={<PreviewBanner preview={preview} />}>
      {children}
    </RootLayout>
  );
}
