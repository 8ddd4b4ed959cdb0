/**
 * The run's seeded CMS database (tests/support/seeded-database.ts): named here, made by the first
 * test that asks for it, dropped when the run ends. The workers inherit the name. Databases that
 * a killed run left behind are dropped first.
 */
import { dropAbandonedDatabases } from '../support/postgres';
import { dropTemplate, newTemplateName } from '../support/seeded-database';

export default async function globalSetup(): Promise<() => Promise<void>> {
  // Without a test server there is nothing to drop; the tests that need one say so themselves.
  await dropAbandonedDatabases().catch(() => []);
  const template = newTemplateName();
  process.env.CMS_SEED_TEMPLATE = template;
  return () => dropTemplate(template);
}
