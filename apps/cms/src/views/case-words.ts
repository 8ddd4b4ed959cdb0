/**
 * The back office's words for a case's codes: kinds, statuses, states and
 * timeline events in the officer's language, and calendar days in their format.
 */
import { isMarket } from '@/config/markets';
import { isCaseStatus } from '@/features/pv/cases/status';
import { formatAdminDate } from '../i18n/admin-dates';
import type { StaffT } from '../i18n/catalogue';
import { en } from '../i18n/pv/en';

export { isCaseStatus };

export interface CaseEvent {
  id: number;
  at: string;
  actor: string;
  type: string;
  data: Record<string, unknown>;
  note: string | null;
}

/** A calendar day (YYYY-MM-DD) as the reader writes dates. */
export function formatDay(day: string, language: string): string {
  return formatAdminDate(`${day}T00:00:00Z`, language, { form: 'date', timeZone: 'UTC' });
}

export const kindLabel = (kind: string, t: StaffT) => (kind === 'veterinary' ? t('cases:veterinary') : t('cases:human'));

/** A market by its name in the reader's language ("Hrvatska"), as the content's market choices name it. */
export const marketLabel = (market: string, t: StaffT) => (isMarket(market) ? t(`options:market-${market}`) : market);

export const statusLabel = (status: unknown, t: StaffT) => (isCaseStatus(status) ? t(`status:${status}`) : String(status));

const isIn = <T extends object>(words: T, key: unknown): key is keyof T & string => typeof key === 'string' && Object.hasOwn(words, key);

export const eventLabel = (type: string, t: StaffT) => (isIn(en.events, type) ? t(`events:${type}`) : type);
export const duplicateLabel = (state: string, t: StaffT) => (isIn(en.duplicate, state) ? t(`duplicate:${state}`) : state);
export const mailStatusLabel = (status: string, t: StaffT) => (isIn(en.mail, status) ? t(`mail:${status}`) : status);
/** A causality result in words: a WHO-UMC category (human cases) or an ABON one (veterinary). */
export const causalityLabel = (result: unknown, t: StaffT) =>
  isIn(en.whoUmc, result) ? t(`whoUmc:${result}`) : isIn(en.abon, result) ? t(`abon:${result}`) : String(result);

export const dictionaryLabel = (dictionary: unknown) => (dictionary === 'veddra' ? 'VeDDRA' : 'MedDRA');

const seriousnessLabel = (serious: unknown, t: StaffT) => t(serious ? 'seriousness:serious' : 'seriousness:notSerious');

/** What an event changed, in words; its note follows it on the timeline. */
export function eventText(event: CaseEvent, t: StaffT, language: string): string {
  const data = event.data;
  const day = (value: unknown) => (typeof value === 'string' ? formatDay(value, language) : t('case:none'));
  const span = (value: unknown) => (value ?? {}) as { from?: unknown; to?: unknown };
  switch (event.type) {
    case 'status-changed': {
      const despite = (data.closedDespite ?? {}) as { questions?: unknown; reportDue?: unknown };
      const open = [
        typeof despite.questions === 'number' && despite.questions > 0 ? t('case:closedDespiteQuestions', { count: String(despite.questions) }) : '',
        typeof despite.reportDue === 'string' ? t('case:closedDespiteReport', { date: day(despite.reportDue) }) : '',
      ].filter(Boolean);
      return `${statusLabel(data.from, t)} → ${statusLabel(data.to, t)}${open.length ? ` (${t('case:closedAnyway')} — ${open.join('; ')})` : ''}`;
    }
    case 'forwarded':
      return t(data.target === 'mah' ? 'case:forwardedToMah' : 'case:forwardedToAuthority', {
        date: day(data.date),
        reference: String(data.externalReference),
      });
    case 'assigned':
      return typeof data.to === 'string' ? t('case:assignedTo', { person: data.to }) : t('case:unassigned');
    case 'seriousness-assessed':
      return t('case:seriousnessTo', { value: seriousnessLabel(data.to, t), date: day(span(data.dueOn).to) });
    case 'expectedness-assessed':
      return isIn(en.expectedness, data.to) ? t(`expectedness:${data.to}`) : '';
    case 'reaction-coded':
      return t('case:codedEvent', {
        number: String(data.reaction),
        code: String(data.lltCode),
        term: String(data.lltTerm),
        version: String(data.meddraVersion),
      });
    case 'event-coded':
    case 'event-removed':
      return t('coding:codedEvent', {
        number: String(data.reaction),
        code: String(data.lltCode),
        term: String(data.lltName),
        dictionary: dictionaryLabel(data.dictionary),
        version: String(data.version),
      });
    case 'causality-assessed':
      return t('case:causalityEvent', { reaction: String(data.reaction), medicine: String(data.medicine), result: causalityLabel(data.result, t) });
    case 'clock-changed': {
      const [dayZero, dueOn] = [span(data.dayZero), span(data.dueOn)];
      return t('case:clockEvent', { from: day(dayZero.from), to: day(dayZero.to), dueFrom: day(dueOn.from), dueTo: day(dueOn.to) });
    }
    case 'follow-up-requested':
      return t('case:answerByEvent', { date: day(data.dueOn) });
    case 'reporter-answered':
      return t('case:reporterAnsweredEvent', { number: String(data.question) });
    default:
      if (typeof data.candidate === 'string') return data.candidate;
      if (typeof data.followUp === 'string') return data.followUp;
      return '';
  }
}
