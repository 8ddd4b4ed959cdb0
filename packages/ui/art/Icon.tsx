import type { LucideProps } from 'lucide-react';
import type { IconName } from '@/content/page-schema';
import { iconComponents } from '@/ui/icons';

/** A lucide icon chosen by name in the copy. Decorative: text beside it carries the meaning. */
export function Icon({ name, ...props }: { name: IconName } & LucideProps) {
  const Component = iconComponents[name];
  return <Component aria-hidden focusable={false} {...props} />;
}
