import { RootLayout } from '@site/components/layout/RootLayout';

export default function EnglishLayout({ children }: { children: React.ReactNode }) {
  return <RootLayout locale="en">{children}</RootLayout>;
}
