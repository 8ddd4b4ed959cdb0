import type { I18nClient } from '@payloadcms/translations';
import type { Payload } from 'payload';
import { cache } from 'react';
import { staffT } from '../i18n/catalogue';
import { documentMarkets, pendingSchedules, scheduleMark, scheduleTimeZone } from './schedule';

/** One read of a collection's pending schedules for all the rows of a list. */
const pendingOf = cache((payload: Payload, collection: string) => pendingSchedules(payload, collection));

interface Props {
  payload: Payload;
  i18n: I18nClient;
  collectionSlug: string;
  rowData: { id: number | string; market?: unknown; markets?: unknown };
}

/** A list's column of the next scheduled change of each document, as on the document itself. */
export async function ScheduledCell({ payload, i18n, collectionSlug, rowData }: Props) {
  const next = (await pendingOf(payload, collectionSlug)).get(String(rowData.id))?.[0];
  if (!next) return null;
  const zone = scheduleTimeZone(documentMarkets(rowData.market, rowData.markets), []);
  return <span data-scheduled={next.type}>{scheduleMark(next, i18n.language, staffT(i18n), zone)}</span>;
}
