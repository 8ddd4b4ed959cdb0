// `node scripts/audit.mjs`: audits the production dependencies and fails on a high or critical
// advisory. A registry without the audit endpoint (a mirror answering 405, say) gets a warning
// and passes: there is nothing to audit against, which is not the same as a finding.
import { spawnSync } from 'node:child_process';
import { auditVerdict } from './lib/audit.mjs';
import { root } from './lib/setup.mjs';

const result = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
if (result.error) {
  console.error(`✖ could not run npm audit: ${result.error.message}`);
  process.exit(1);
}
const { verdict, message } = auditVerdict(result.stdout);
(verdict === 'pass' ? console.log : console.error)(message);
process.exit(verdict === 'fail' ? 1 : 0);
