import type { ReactNode } from 'react';
import type { CoverName } from '@/content/post-schema';

/**
 * Our own cover illustrations for posts, drawn in the brand palette. They
 * carry no information, so they are hidden from assistive technology, and
 * use no ids, so several can share a page.
 */
const INK = '#095a5c';
const SOFT = '#d5ecec';
const MID = '#a9d8d9';
const ACCENT = '#b4443a';

const outline = { stroke: INK, strokeWidth: 3, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
const stroke = { fill: 'none', ...outline } as const;

const drawings: Record<CoverName, ReactNode> = {
  warehouse: (
    <>
      <path d="M70 132V72l90-36 90 36v60" {...stroke} />
      <path d="M96 132V86h128v46" {...stroke} />
      {[0, 1, 2].map((row) =>
        [0, 1, 2, 3].map((col) => (
          <rect key={`${row}-${col}`} x={104 + col * 29} y={92 + row * 13} width="24" height="9" rx="2" fill={row === 1 && col === 2 ? ACCENT : MID} />
        )),
      )}
      <path d="M268 60v50" {...stroke} />
      <circle cx="268" cy="118" r="9" fill={ACCENT} />
      <path d="M268 70v40" stroke={ACCENT} strokeWidth="5" strokeLinecap="round" />
    </>
  ),
  certificate: (
    <>
      <rect x="92" y="28" width="120" height="104" rx="8" fill="#fff" {...outline} />
      <path d="M110 52h84M110 68h84M110 84h52" {...stroke} strokeWidth={2} stroke={MID} />
      <circle cx="212" cy="112" r="26" fill={SOFT} {...outline} />
      <path d="M200 112l9 9 16-18" {...stroke} />
      <path d="M198 134l-8 18 14-6 8 12 4-20M226 134l8 18-14-6" fill={ACCENT} />
    </>
  ),
  fleet: (
    <>
      <path d="M20 136h280" stroke={MID} strokeWidth="3" strokeDasharray="18 12" />
      <rect x="64" y="58" width="124" height="62" rx="6" fill="#fff" {...outline} />
      <path d="M188 76h38l24 24v20h-62z" fill={SOFT} {...outline} />
      <circle cx="98" cy="122" r="13" fill="#fff" {...outline} />
      <circle cx="222" cy="122" r="13" fill="#fff" {...outline} />
      <path d="M126 74v30M113 81l26 16M113 97l26-16" stroke={ACCENT} strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  congress: (
    <>
      <rect x="76" y="22" width="168" height="72" rx="6" fill="#fff" {...outline} />
      <path d="M96 76l30-26 24 16 34-32 38 24" {...stroke} stroke={ACCENT} />
      <path d="M142 100h36l-6 40h-24z" fill={SOFT} {...outline} />
      {[40, 64, 256, 280].map((x) => (
        <g key={x}>
          <circle cx={x} cy="112" r="9" fill={MID} />
          <path d={`M${x - 13} 140a13 13 0 0 1 26 0`} fill={MID} />
        </g>
      ))}
    </>
  ),
  training: (
    <>
      <path d="M160 46c-24-12-52-14-80-8v92c28-6 56-4 80 8 24-12 52-14 80-8V38c-28-6-56-4-80 8z" fill="#fff" {...outline} />
      <path d="M160 46v92" {...stroke} />
      <path d="M96 62c16-3 32-2 48 4M96 80c16-3 32-2 48 4M96 98c16-3 32-2 48 4" stroke={MID} strokeWidth="3" strokeLinecap="round" fill="none" />
      <path d="M176 66c16-6 32-7 48-4M176 84c16-6 32-7 48-4" stroke={MID} strokeWidth="3" strokeLinecap="round" fill="none" />
      <path d="M196 112h12M202 106v12" stroke={ACCENT} strokeWidth="4" strokeLinecap="round" />
    </>
  ),
  anniversary: (
    <>
      {[...Array(12).keys()].map((i) => {
        const angle = (i * Math.PI) / 6;
        const x = (r: number) => (160 + r * Math.cos(angle)).toFixed(1);
        const y = (r: number) => (76 + r * Math.sin(angle)).toFixed(1);
        return <path key={i} d={`M${x(52)} ${y(52)}L${x(64)} ${y(64)}`} stroke={MID} strokeWidth="4" strokeLinecap="round" />;
      })}
      <circle cx="160" cy="76" r="42" fill="#fff" {...outline} />
      <circle cx="160" cy="76" r="30" fill={SOFT} />
      <path d="M160 58l5.3 10.8 11.9 1.7-8.6 8.4 2 11.8L160 85.1l-10.6 5.6 2-11.8-8.6-8.4 11.9-1.7z" fill={ACCENT} />
      <path d="M138 112l-12 36 18-8 10 16 8-36M182 112l12 36-18-8-10 16-8-36" fill={INK} opacity="0.85" />
    </>
  ),
};

/** The brand's leaf cross (as in the logo), for a post without a drawing of its own. */
const brandMark = (
  <g transform="translate(124 44) scale(2)">
    <path d="M18 7c3.5 3 3.5 8 0 11-3.5-3-3.5-8 0-11Z" fill={INK} />
    <path d="M18 29c-3.5-3-3.5-8 0-11 3.5 3 3.5 8 0 11Z" fill={MID} />
    <path d="M7 18c3-3.5 8-3.5 11 0-3 3.5-8 3.5-11 0Z" fill={MID} />
    <path d="M29 18c-3 3.5-8 3.5-11 0 3-3.5 8-3.5 11 0Z" fill={INK} />
  </g>
);

/**
 * A post's cover. `none` draws nothing on the article page; on a card
 * (`always`) it draws the brand mark, so every card in a grid has the same parts.
 */
export function Cover({ name, always = false, className = '' }: { name: CoverName | 'none'; always?: boolean; className?: string }) {
  if (name === 'none' && !always) return null;
  return (
    <svg viewBox="0 0 320 160" aria-hidden="true" focusable="false" data-cover={name} className={`block w-full bg-brand-50 ${className}`}>
      <circle cx="286" cy="24" r="44" fill={SOFT} opacity="0.7" />
      <circle cx="26" cy="150" r="34" fill={SOFT} opacity="0.7" />
      {name === 'none' ? brandMark : drawings[name]}
    </svg>
  );
}
