/** The emblem, on a 36 × 36 grid: a rounded square and a cross formed by four leaves (the header's logo and the share images). */
export const EMBLEM = {
  square: { size: 36, radius: 9, fill: '#0b6e70' },
  leaves: [
    { d: 'M18 7c3.5 3 3.5 8 0 11-3.5-3-3.5-8 0-11Z', fill: '#fff' },
    { d: 'M18 29c-3.5-3-3.5-8 0-11 3.5 3 3.5 8 0 11Z', fill: '#a9d8d9' },
    { d: 'M7 18c3-3.5 8-3.5 11 0-3 3.5-8 3.5-11 0Z', fill: '#a9d8d9' },
    { d: 'M29 18c-3 3.5-8 3.5-11 0 3-3.5 8-3.5 11 0Z', fill: '#fff' },
  ],
} as const;
