/**
 * Scheduled publishes (Payload's `schedulePublish` jobs), as the schedule drawer, the document's
 * mark and the list's column show them: in the market's clock, until the job has run or is
 * cancelled. One job stays here from the drawer's Save until the CMS runs it: a job whose time has
 * come but that the queue has not reached yet is still ahead, as the editor sees it.
 */
import type { Payload, Where } from 'payload';
import { isMarket, marketLocales, markets, marketTimeZones, type Locale, type Market } from '@/config/markets';
import { formatAdminDate } from '../i18n/admin-dates';
import type { StaffT } from '../i18n/catalogue';

export type ScheduleType = 'publish' | 'unpublish';

export interface PendingSchedule {
  id: number | string;
  type: ScheduleType;
  /** When it runs (ISO). */
  waitUntil: string;
  /** The clock it was set in. */
  timeZone?: string;
  /** The one language it publishes; all when absent. */
  locale?: string;
}

/** The markets' clocks, as Payload's config lists time zones. */
export const marketZones = [...new Set(markets.map((market) => marketTimeZones[market]))].map((zone) => ({ label: zone, value: zone }));

/** Where the admin reads a document's scheduled changes (endpoints/schedules.ts). */
export const SCHEDULES_PATH = '/scheduled-publishes';

/**
 * What a new schedule does unless the editor says otherwise: a document that is live with nothing
 * newer to publish can only be taken down; any other, a draft never published too, is published.
 */
export function defaultScheduleType(hasPublishedDoc: boolean, unpublishedVersionCount: number): ScheduleType {
  return hasPublishedDoc && unpublishedVersionCount === 0 ? 'unpublish' : 'publish';
}

/** The markets a document's form names: one (`market`) or several (`markets`). */
export function documentMarkets(market: unknown, several: unknown): Market[] {
  return [market, several].flat().filter(isMarket);
}

/** The clock a schedule is set in at first: the document's market's, else the editor's own market's. */
export function scheduleTimeZone(ofDocument: readonly Market[], ofEditor: unknown): string {
  const editor = Array.isArray(ofEditor) ? ofEditor.filter(isMarket) : [];
  return marketTimeZones[ofDocument[0] ?? editor[0] ?? 'cro'];
}

/** The languages a scheduled publish may be limited to: those of the document's markets, the markets' own first. */
export function scheduleLocales(ofDocument: readonly Market[]): Locale[] {
  const own = ofDocument.map((market) => marketLocales[market][0]);
  return [...new Set([...own, ...ofDocument.flatMap((market) => marketLocales[market])])];
}

/** A time zone by its city and the market it is the clock of ("Sarajevo (Bosna i Hercegovina)"). */
export function zoneLabel(zone: string, t: StaffT): string {
  const market = markets.find((candidate) => marketTimeZones[candidate] === zone);
  const city = zone.split('/').pop()!.replaceAll('_', ' ');
  return market ? t('schedule:zone', { city, market: t(`options:market-${market}`) }) : city;
}

/** The mark of a scheduled change, where space is short: "Zakazano za 3. 12. 2026. u 09:40", in the clock it was set in. */
export function scheduleMark(schedule: PendingSchedule, language: string, t: StaffT, fallbackZone?: string): string {
  const when = formatAdminDate(schedule.waitUntil, language, { form: 'numericDateTime', timeZone: schedule.timeZone || fallbackZone });
  return t(schedule.type === 'unpublish' ? 'schedule:unpublishAt' : 'schedule:publishAt', { when });
}

interface Job {
  id: number | string;
  waitUntil?: string | null;
  hasError?: boolean | null;
  input?: { type?: string; doc?: { value?: unknown }; timezone?: string; locale?: string } | null;
}

/** The schedules of a collection's documents not run yet (nor failed for good), the next first, by document id. */
export async function pendingSchedules(payload: Payload, collection: string): Promise<Map<string, PendingSchedule[]>> {
  const where: Where = {
    and: [{ taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }, { 'input.doc.relationTo': { equals: collection } }],
  };
  const { docs } = await payload.find({ collection: 'payload-jobs', where, sort: 'waitUntil', limit: 0, depth: 0, overrideAccess: true });
  const byDocument = new Map<string, PendingSchedule[]>();
  for (const job of docs as Job[]) {
    if (!job.waitUntil || job.hasError) continue;
    const id = String(job.input?.doc?.value);
    const schedule: PendingSchedule = {
      id: job.id,
      type: job.input?.type === 'unpublish' ? 'unpublish' : 'publish',
      waitUntil: new Date(job.waitUntil).toISOString(),
      ...(job.input?.timezone ? { timeZone: job.input.timezone } : {}),
      ...(job.input?.locale ? { locale: job.input.locale } : {}),
    };
    byDocument.set(id, [...(byDocument.get(id) ?? []), schedule]);
  }
  return byDocument;
}
