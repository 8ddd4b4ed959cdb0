/**
 * The survey team's export: the figures of the view, one row each, for a spreadsheet, in the
 * reader's admin language (statements and answers as the respondents read them in it), and
 * the remarks apart. It carries no response: a pseudonymous row per response would still
 * carry market, language, month, age group, years with the implant and sides beside the
 * health answers, enough to pick out a respondent one knows, and a privacy officer would ask
 * why the team needs more than the figures it sees (GDPR art. 5(1)(c) and 25). So the file
 * holds the figures with the same minimum group and withheld counts as the view (privacy.ts).
 */
import { isLocale, type Locale } from '@/config/markets';
import { messagesFor } from '@/i18n/messages';
import { spreadsheetCsv } from '@/lib/text';
import { MIN_GROUP, type Shown } from './privacy';
import { backgroundKeys, backgroundQuestions, LIKERT, respondents } from './questions';
import type { ShownResults } from './records';

/** The staff catalogue's words of the export (its `survey` section). */
export type SurveyExportKey =
  | 'section'
  | 'question'
  | 'answer'
  | 'count'
  | 'totals'
  | 'responses'
  | 'respondent'
  | 'remarks'
  | 'statements'
  | 'background'
  | 'skipped'
  | 'scalePoint'
  | 'meanOfFive'
  | 'tooFew'
  | 'partial'
  | 'remarksList'
  | 'remark';

export type ExportWords = (key: SurveyExportKey, vars?: Record<string, string>) => string;

/** The file's rows: section, question, answer, count (a withheld one says so). */
export function surveyExportCsv(results: ShownResults, remarks: readonly string[], language: string, t: ExportWords): string {
  const survey = messagesFor(isLocale(language) ? language : ('en' satisfies Locale)).survey;
  const count = (value: Shown) => value ?? t('tooFew');
  const totals = [
    [t('totals'), t('responses'), '', results.total],
    ...respondents.map((who) => [t('totals'), t('respondent'), survey.respondents[who], count(results.byRespondent[who])]),
    [t('totals'), t('remarks'), '', count(results.comments)],
    ...(results.partial ? [[t('totals'), t('partial', { minimum: String(MIN_GROUP) }), '', '']] : []),
  ];
  const statements = results.questions.flatMap((question) => {
    const wording = survey.questions[question.key].self;
    return [
      ...LIKERT.map((point) => [
        t('statements'),
        wording,
        t('scalePoint', { point: String(point), label: survey.scale[point] }),
        count(question.counts[point]),
      ]),
      [t('statements'), wording, t('skipped'), count(question.skipped)],
      [t('statements'), wording, t('meanOfFive'), question.mean ?? (question.withheld ? t('tooFew') : '')],
    ];
  });
  const background = backgroundKeys.flatMap((key) => {
    const { label, options } = survey.background[key];
    const { counts, skipped } = results.background[key];
    return [
      ...(backgroundQuestions[key] as readonly string[]).map((value) => [
        t('background'),
        label,
        (options as Record<string, string>)[value] ?? value,
        count(counts[value] ?? 0),
      ]),
      [t('background'), label, t('skipped'), count(skipped)],
    ];
  });
  // In the order of their text, which tells nothing of when they came.
  const remarkRows = [...remarks].sort(new Intl.Collator(language).compare).map((remark) => [t('remarksList'), t('remark'), remark, '']);
  return spreadsheetCsv([[t('section'), t('question'), t('answer'), t('count')], ...totals, ...statements, ...background, ...remarkRows]);
}
