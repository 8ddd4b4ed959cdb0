/**
 * The emblem, our own drawing: a rounded square and a cross formed by four leaves. The one
 * drawing of it, for the header's logo, the admin's brand and the share images.
 */
const SIZE = 36;
const leaves = [
  { d: 'M18 7c3.5 3 3.5 8 0 11-3.5-3-3.5-8 0-11Z', fill: '#fff' },
  { d: 'M18 29c-3.5-3-3.5-8 0-11 3.5 3 3.5 8 0 11Z', fill: '#a9d8d9' },
  { d: 'M7 18c3-3.5 8-3.5 11 0-3 3.5-8 3.5-11 0Z', fill: '#a9d8d9' },
  { d: 'M29 18c-3 3.5-8 3.5-11 0 3-3.5 8-3.5 11 0Z', fill: '#fff' },
];

/** Decorative: the name beside it, or the page's title, says what it is. */
export function Emblem({ size = SIZE }: { size?: number }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width={size} height={size} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true" focusable="false">
      <rect width={SIZE} height={SIZE} rx="9" fill="#0b6e70" />
      {leaves.map((leaf) => (
        <path key={leaf.d} d={leaf.d} fill={leaf.fill} />
      ))}
    </svg>
  );
}
