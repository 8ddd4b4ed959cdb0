// The verdict on `npm audit --json` output, apart from running it, so it can be tested on recordings.

/** Severities that fail the audit (`--audit-level=high`). */
const FAILING_SEVERITIES = ['high', 'critical'];

/**
 * Statuses of the advisories endpoint that mean "this registry offers no audit": it does not
 * exist (404), does not take POST (405, as a read-only mirror answers), is not implemented (501)
 * or is down (5xx). An auth refusal (401, 403) is a configuration error and fails.
 */
function endpointUnavailable(status) {
  return status === 404 || status === 405 || (status >= 500 && status <= 599);
}

/** npm's wording when it could not reach the registry at all (connection refused, DNS, timeout). */
const UNREACHABLE = /^request to \S+ failed, reason: /;

/**
 * @param {string} output stdout of `npm audit --json`
 * @returns {{ verdict: 'pass' | 'warn' | 'fail', message: string }}
 */
export function auditVerdict(output) {
  let report;
  try {
    report = JSON.parse(output);
  } catch {
    return { verdict: 'fail', message: 'npm audit printed no JSON report; run `npm audit --omit=dev` to see why.' };
  }
  const counts = report?.metadata?.vulnerabilities;
  if (report?.auditReportVersion && counts) {
    const failing = Object.values(report.vulnerabilities ?? {}).filter((v) => FAILING_SEVERITIES.includes(v.severity));
    const total = FAILING_SEVERITIES.reduce((sum, level) => sum + (counts[level] ?? 0), 0);
    if (total > 0 || failing.length > 0) {
      const names = failing.map((v) => `${v.name} (${v.severity})`).join(', ');
      return {
        verdict: 'fail',
        message: `npm audit: ${counts.critical ?? 0} critical and ${counts.high ?? 0} high advisories in production dependencies: ${names}. Run \`npm audit --omit=dev\` for details.`,
      };
    }
    const lower = (counts.total ?? 0) - total;
    return { verdict: 'pass', message: `npm audit: no high or critical advisories in production dependencies${lower ? ` (${lower} below high)` : ''}.` };
  }
  const status = typeof report?.statusCode === 'number' ? report.statusCode : undefined;
  const message = typeof report?.message === 'string' ? report.message : '';
  if ((status !== undefined && endpointUnavailable(status)) || UNREACHABLE.test(message)) {
    return { verdict: 'warn', message: `warning: the registry offers no audit (${message || `status ${status}`}); dependencies were not audited.` };
  }
  return { verdict: 'fail', message: `npm audit failed: ${message || output.slice(0, 200)}` };
}
