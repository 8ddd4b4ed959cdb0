/**
 * Dates that may be known only to the year or the month, as E2B(R3) allows
 * for most dates: stored as ISO text of 4, 7 or 10 characters (2026,
 * 2026-11, 2026-11-05). The form asks for day, month and year separately.
 */
export interface PartialDateInput {
  day?: string;
  month?: string;
  year?: string;
}

const ISO = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;
const EARLIEST_YEAR = 1900;

function fromParts(year: number, month?: number, day?: number): string | null {
  if (!Number.isInteger(year) || year < EARLIEST_YEAR || year > 9999) return null;
  if (month === undefined) return day === undefined ? String(year) : null;
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  const yearMonth = `${year}-${String(month).padStart(2, '0')}`;
  if (day === undefined) return yearMonth;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (!Number.isInteger(day) || day < 1 || day > lastDay) return null;
  return `${yearMonth}-${String(day).padStart(2, '0')}`;
}

const part = (value: unknown): number | undefined | null => {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : null;
};

/**
 * A date as the form or an API client gives it (ISO text or day/month/year
 * parts) in its stored form; undefined when nothing was given, null when
 * what was given is no date (a day without a month, 31 April, year 1850).
 */
export function normalizePartialDate(value: unknown): string | undefined | null {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string') {
    const match = ISO.exec(value.trim());
    if (!match) return null;
    return fromParts(Number(match[1]), match[2] === undefined ? undefined : Number(match[2]), match[3] === undefined ? undefined : Number(match[3]));
  }
  if (typeof value !== 'object' || Array.isArray(value)) return null;
  const { day, month, year } = value as Record<string, unknown>;
  const [d, m, y] = [part(day), part(month), part(year)];
  if (d === null || m === null || y === null) return null;
  if (y === undefined) return d === undefined && m === undefined ? undefined : null;
  return fromParts(y, m, d);
}

/**
 * Compares two dates at the precision both know: 2026-11 is neither before
 * nor after 2026-11-05. Negative when `a` is earlier.
 */
export function comparePartialDates(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  const [left, right] = [a.slice(0, length), b.slice(0, length)];
  return left < right ? -1 : left > right ? 1 : 0;
}

/** A stored date in E2B's form (CCYY, CCYYMM or CCYYMMDD). */
export const e2bDate = (date: string) => date.replace(/-/g, '');
