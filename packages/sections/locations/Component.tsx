import { MapPin, Phone } from 'lucide-react';
import { locations, mapLink, telLink } from '@/content/company';
import { format } from '@/i18n/messages';
import { SectionFrame } from '@/ui/SectionFrame';
import { cardGridClass } from '@/ui/card-grid';
import { type SectionProps } from '../shared/view';

/** The group's sites, with the market's own first. */
export function Component({ section, ctx, id }: SectionProps<'locations'>) {
  const own = ctx.site.profile.homeLocations;
  const ordered = [...locations].sort((a, b) => Number(!own.includes(a.key)) - Number(!own.includes(b.key)));
  const t = ctx.t.sections;
  return (
    <SectionFrame id={id} heading={section.heading} intro={section.intro} locale={ctx.locale} tone="tinted">
      <ul className={cardGridClass(ordered.length, 3)}>
        {ordered.map((location) => (
          <li key={location.key} className="rounded-xl border border-line bg-white p-6">
            <h3 className="text-lg font-semibold text-brand-900">{location.city}</h3>
            <p className="mt-2 flex gap-2">
              <MapPin aria-hidden className="mt-1 size-4 shrink-0 text-brand-700" />
              <span>
                <span className="sr-only">{t.address}: </span>
                {location.address}
              </span>
            </p>
            {[location.tel1, location.tel2].filter(Boolean).map((tel) => (
              <p key={tel} className="flex items-center gap-2">
                <Phone aria-hidden className="size-4 text-brand-700" />
                <span className="sr-only">{t.phone}: </span>
                <a className="inline-flex min-h-6 items-center text-brand-700 underline underline-offset-4" href={telLink(tel!)}>
                  {tel}
                </a>
              </p>
            ))}
            <p className="mt-3">
              <a
                className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline underline-offset-4"
                href={mapLink(location)}
                rel="noopener noreferrer"
              >
                {format(t.openMap, { city: location.city })}
              </a>
            </p>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
