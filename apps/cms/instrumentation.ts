/**
 * Next calls register() once when the CMS server starts. Payload starts its
 * job cron on the first request only; starting it here means a publish that
 * fell due while the CMS was down runs after a restart even if nobody opens
 * the CMS. This process is the one that runs the queue (apps/cms/src/jobs.ts), and
 * the one that sends staff mail (apps/cms/src/staff-mail.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const [{ getPayload }, { default: config }, { becomeJobRunner }, { startStaffMailWorker }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('./src/jobs'),
    import('./src/staff-mail'),
  ]);
  becomeJobRunner();
  await getPayload({ config, cron: true });
  startStaffMailWorker();
}
