import type { Wait } from '@/features/publishing/wait-estimate';
import type { StaffT } from '../i18n/catalogue';

/** What an editor waiting for a build is told: going live or leaving the site, with the estimated wait. */
export function waitText(t: StaffT, wait: Wait, leaving: boolean): string {
  if (wait.kind === 'about') return t(leaving ? 'builds:takingDown' : 'builds:goingLive', { seconds: wait.seconds });
  if (wait.kind === 'longer-than-usual') return t(leaving ? 'builds:takingDownLonger' : 'builds:goingLiveLonger');
  return t(leaving ? 'builds:takingDownUnmeasured' : 'builds:goingLiveUnmeasured');
}
