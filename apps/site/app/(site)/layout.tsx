import { RootLayout } from '@site/components/layout/RootLayout';
import { defaultLocale } from '@/config/markets';
import { currentSite } from '@/content/source';

export default function DefaultLocaleLayout({ children }: { children: React.ReactNode }) {
  return <RootLayout locale={defaultLocale(currentSite().market)}>{children}</RootLayout>;
}
