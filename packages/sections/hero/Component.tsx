import { HeroArt } from '@/ui/art/HeroArt';
import { pictureOf } from '@/features/media/library';
import { Picture } from '@/features/media/Picture';
import type { SectionProps } from '../shared/view';

export function Component({ section, ctx }: SectionProps<'hero'>) {
  const image = pictureOf(ctx.heroImage, ctx.locale);
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto flex max-w-6xl items-center gap-10 px-4 py-12 sm:py-16">
        <div className="max-w-3xl">
          {section.eyebrow && <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-brand-700">{section.eyebrow}</p>}
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-5xl">{section.title}</h1>
          <p className="mt-5 text-lg text-muted sm:text-xl">{section.lead}</p>
        </div>
        {image ? (
          <div className="hidden w-2/5 shrink-0 overflow-hidden rounded-2xl md:block" data-hero-image>
            {/* The hero's photo is the page's largest paint on wide screens: loaded first, never lazily. */}
            <Picture image={image} sizes="(min-width: 1152px) 440px, 40vw" priority />
          </div>
        ) : (
          <HeroArt icon={section.icon} />
        )}
      </div>
    </div>
  );
}
