import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: migrations are applied by the server itself on start.
export default defineConfig({
  dialect: 'postgresql',
  // The infrastructure's tables and each feature's own.
  schema: ['./packages/platform/db/tables.ts', './packages/features/**/table.ts'],
  out: './packages/platform/db/migrations',
});
