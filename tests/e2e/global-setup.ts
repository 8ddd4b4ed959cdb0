/**
 * The run's seeded CMS database (tests/support/seeded-database.ts): named here, made by the first
 * test that asks for it, dropped when the run ends. The workers inherit the name.
 */
import { dropTemplate, newTemplateName } from '../support/seeded-database';

export default function globalSetup(): () => Promise<void> {
  const template = newTemplateName();
  process.env.CMS_SEED_TEMPLATE = template;
  return () => dropTemplate(template);
}
