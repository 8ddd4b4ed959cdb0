import { pictureOf } from '@/features/media/library';
import { Picture } from '@/features/media/Picture';
import { Icon } from '@/ui/art/Icon';
import { Markdown } from '@/ui/Markdown';
import { SectionFrame } from '@/ui/SectionFrame';
import { cardGridClass } from '@/ui/card-grid';
import { type SectionProps, card } from '../shared/view';

export function Component({ section, ctx, id }: SectionProps<'features'>) {
  const image = pictureOf(section.image, ctx.locale);
  return (
    <SectionFrame id={id} heading={section.heading} intro={section.intro} locale={ctx.locale}>
      {image && (
        <div className="mb-8 overflow-hidden rounded-2xl" data-features-image>
          <Picture image={image} sizes="(min-width: 1152px) 1120px, 100vw" />
        </div>
      )}
      <ul className={cardGridClass(section.items.length, 3)}>
        {section.items.map((item) => (
          <li key={item.title} className={card}>
            <Icon name={item.icon} className="mb-3 size-8 text-brand-700" />
            <h3 className="text-lg font-semibold text-brand-900">{item.title}</h3>
            <Markdown text={item.text} locale={ctx.locale} className="text-muted" />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
