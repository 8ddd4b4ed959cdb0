import { PageRoute, pageMetadata, staticParams } from '@site/components/page/route';

type Props = { params: Promise<{ slug?: string[] }> };

export const dynamicParams = false;
export const generateStaticParams = () => staticParams('en');
export const generateMetadata = ({ params }: Props) => pageMetadata('en', params);

export default function Page({ params }: Props) {
  return <PageRoute locale="en" params={params} />;
}
