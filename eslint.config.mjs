import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  { ignores: ['node_modules/**', '.next/**', 'out/**', 'dist/**', 'data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'] },
  ...nextVitals,
  ...nextTypescript,
];

export default config;
