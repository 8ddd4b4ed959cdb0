import type { ReactNode } from 'react';
import type { Section } from '@/content/page-schema';
import { sectionComponents } from '@/sections/components';
import type { SectionProps } from '@/sections/shared/view';
import type { SectionContext } from '@/ui/section-context';

function SectionView({ section, ctx, id }: SectionProps<Section['type']>) {
  // The registry pairs each type with its own component; TypeScript cannot follow the pairing through an index.
  const Component = sectionComponents[section.type] as (props: SectionProps<Section['type']>) => ReactNode;
  return <Component section={section} ctx={ctx} id={id} />;
}

export function Sections({ sections, ctx }: { sections: Section[]; ctx: SectionContext }) {
  return sections.map((section, index) => <SectionView key={index} section={section} ctx={ctx} id={`s${index}`} />);
}
