import { PageRoute, pageMetadata, staticParams } from '@site/components/page/route';
import { defaultLocale } from '@/config/markets';
import { currentSite } from '@/content/source';

type Props = { params: Promise<{ slug?: string[] }> };

const locale = () => defaultLocale(currentSite().market);

export const dynamicParams = false;
export const generateStaticParams = () => staticParams(locale());
export const generateMetadata = ({ params }: Props) => pageMetadata(locale(), params);

export default function Page({ params }: Props) {
  return <PageRoute locale={locale()} params={params} />;
}
