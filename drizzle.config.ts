import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: migrations are applied by the server itself on start.
export default defineConfig({
  dialect: 'postgresql',
  // The infrastructure's tables and each feature's own.
  schema: ['./src/server/db/tables.ts', './src/features/**/table.ts'],
  out: './src/server/db/migrations',
});
