/**
 * The run's seeded CMS database (tests/support/seeded-database.ts): named here (or by `npm test`,
 * whose unit and integration phase may have made it), made by the first test that asks for it,
 * dropped when the run ends: the end-to-end tests are npm test's last phase. The workers inherit
 * the name. Databases that a killed run left behind are dropped first.
 */
import { dropTemplate, startTestRun } from '../support/seeded-database';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const template = await startTestRun();
  process.env.CMS_SEED_TEMPLATE = template;
  return () => dropTemplate(template);
}
