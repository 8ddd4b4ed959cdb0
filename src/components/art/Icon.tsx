import * as Lucide from 'lucide-react';
import type { LucideProps } from 'lucide-react';
import type { IconName } from '@/content/page-schema';

/** A lucide icon chosen by name in the copy. Decorative: text beside it carries the meaning. */
export function Icon({ name, ...props }: { name: IconName } & LucideProps) {
  const Component = Lucide[name] as React.ComponentType<LucideProps>;
  return <Component aria-hidden focusable={false} {...props} />;
}
