import type { IconName } from '@/content/page-schema';
import { Icon } from './Icon';

/**
 * The decorative illustration beside each page's heading: our own composition
 * of soft rings and a dotted grid around the page's icon. Purely decorative,
 * so it is hidden from assistive technology.
 */
export function HeroArt({ icon }: { icon: IconName }) {
  return (
    <div className="relative mx-auto hidden size-56 shrink-0 md:block" aria-hidden="true">
      <svg width="224" height="224" viewBox="0 0 224 224" className="absolute inset-0" focusable="false">
        <defs>
          <pattern id="hero-dots" width="16" height="16" patternUnits="userSpaceOnUse">
            <circle cx="2" cy="2" r="1.6" fill="#a9d8d9" />
          </pattern>
        </defs>
        <rect x="8" y="8" width="120" height="120" rx="24" fill="url(#hero-dots)" />
        <circle cx="124" cy="118" r="92" fill="#d5ecec" />
        <circle cx="124" cy="118" r="64" fill="#fff" />
        <circle cx="124" cy="118" r="64" fill="none" stroke="#0b6e70" strokeWidth="2" strokeDasharray="4 8" />
        <path d="M196 36h12M202 30v12" stroke="#b4443a" strokeWidth="3" strokeLinecap="round" />
        <path d="M30 180h10M35 175v10" stroke="#0b6e70" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="absolute left-[92px] top-[86px] flex size-16 items-center justify-center text-brand-700">
        <Icon name={icon} className="size-16" strokeWidth={1.5} />
      </span>
    </div>
  );
}
