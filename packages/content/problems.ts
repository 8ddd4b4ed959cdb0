/**
 * What content's own rules say is wrong, in English: the words of the seed's and the build's
 * errors, for developers and operators. Publishing tells an editor the same by the problem's key,
 * in the admin's language (the staff catalogue's `contentProblems`, apps/cms/src/hooks/validate-with-zod.ts).
 * A problem with values (`{detail}`: the offending tag or address; `{domains}`: what a link may lead to) carries them in its issue's
 * params, which `problemOf` reads back.
 */
import type { z } from 'zod';
import { interpolate, type MessageVars } from '@/lib/placeholders';

export const contentProblems = {
  slug: 'lowercase letters, digits and single hyphens only',
  date: 'expected a date written YYYY-MM-DD',
  email: 'expected an e-mail address',
  documentFile: 'a PDF file name of public/documents/<market>/<locale>/, e.g. opci-uvjeti-poslovanja.pdf',
  documentSource: 'name either a committed file or an uploaded PDF',
  missingFile: 'public{detail} does not exist',
  assetUrl: 'an /assets/<id>/<hash>-<name> URL',
  tableRows: 'every row needs one cell per column',
  oneHero: 'a page starts with exactly one hero section (it holds the h1)',
  usedTwice: '"{detail}" is used twice',
  tooManySelectable: 'at most {maximum} entries can be selectable ({count} are)',
  infoEntry: 'a selectable "info" entry is needed: it is the general inbox every page falls back to',
  eventDate: 'an event needs its date',
  newsEventDate: 'only events have an event date',
  endsBeforeStart: 'ends before it starts',
  eventPlace: 'an event needs its place',
  newsPlace: 'only events have a place',
  html: 'HTML is not allowed ({detail}); write text or Markdown',
  link: 'a link may lead only to a page of the site (its address, e.g. /en/about-us), a phone number (tel:), a mailbox of {domain} (mailto:), or the web pages of {domain} and of these public bodies: {domains}; not "{detail}"',
  plain: 'plain text only: no Markdown or HTML',
  routeElsewhere: 'the page "{detail}" is not on the site of {market}',
  noPublishedPage: 'no published page: every page of the site must be published in each of its locales',
  addressTaken: 'the address "{detail}" is already the address of news/{other}',
} as const;

export type ContentProblem = keyof typeof contentProblems;
export type ProblemValues = MessageVars;

/** A problem in English, its values filled in. */
export const problemText = (problem: ContentProblem, values: ProblemValues = {}): string => interpolate(contentProblems[problem], values);

/** The issue a refinement adds for a problem: English words for logs, and the key and values for the CMS. */
export const problemIssue = (problem: ContentProblem, values: ProblemValues = {}, path?: PropertyKey[]) =>
  ({ code: 'custom', message: problemText(problem, values), params: { problem, values }, ...(path ? { path } : {}) }) as const;

const byText = new Map(Object.entries(contentProblems).map(([key, text]) => [text as string, key as ContentProblem]));

/** Which of content's problems an issue is, with its values; undefined for zod's own issues (a wrong type, a missing value). */
export function problemOf(issue: z.core.$ZodIssue): { problem: ContentProblem; values: ProblemValues } | undefined {
  const params = issue.code === 'custom' ? (issue.params as { problem?: ContentProblem; values?: ProblemValues } | undefined) : undefined;
  if (params?.problem && params.problem in contentProblems) return { problem: params.problem, values: params.values ?? {} };
  const problem = byText.get(issue.message);
  return problem ? { problem, values: {} } : undefined;
}
