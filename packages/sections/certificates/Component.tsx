import { Icon } from '@/ui/art/Icon';
import { formatDate } from '@/i18n/format';
import { SectionFrame } from '@/ui/SectionFrame';
import { cardGridClass } from '@/ui/card-grid';
import { type SectionProps, card } from '../shared/view';

export function Component({ section, ctx, id }: SectionProps<'certificates'>) {
  const labels = ctx.t.sections.certificate;
  return (
    <SectionFrame id={id} heading={section.heading} intro={section.intro} locale={ctx.locale} tone="tinted">
      <ul className={cardGridClass(section.items.length, 4)}>
        {section.items.map((item) => {
          const facts = ctx.site.profile.certificates.find((c) => c.key === item.certificate);
          if (!facts) throw new Error(`${ctx.site.market} has no certificate ${item.certificate}`);
          return (
            <li key={item.certificate} className={card} data-certificate={item.certificate}>
              <Icon name="Award" className="mb-3 size-8 text-accent-600" />
              <h3 className="text-lg font-semibold text-brand-900">{item.name}</h3>
              <p className="mb-4 mt-1 text-muted">{item.text}</p>
              <dl className="mt-auto space-y-2 border-t border-line pt-3 text-sm">
                {[
                  [labels.number, facts.number],
                  [labels.issuer, facts.issuer],
                  ...(facts.validUntil ? [[labels.validUntil, formatDate(facts.validUntil, ctx.locale)]] : []),
                ].map(([label, value]) => (
                  <div key={label}>
                    <dt className="font-semibold text-brand-900">{label}</dt>
                    <dd className="text-muted">{value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}
