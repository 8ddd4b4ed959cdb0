'use client';

import { Banner, Button } from '@payloadcms/ui';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import {
  backgroundKeys,
  backgroundQuestions,
  LIKERT,
  respondents,
  surveyQuestions,
  surveyTopics,
  type BackgroundKey,
  type SurveyMarket,
} from '@/features/survey/questions';
import { MIN_GROUP, type Shown } from '@/features/survey/privacy';
import type { QuestionCounts, ShownResults, SurveyResults } from '@/features/survey/records';
import { dateLocale, type StaffT } from '../i18n/catalogue';
import { useStaffTranslation } from '../i18n/use-staff-translation';
import { useStaffApi } from './api-client';
import { FilterForm, filtersIn, queryOf, withQuery, type Filters as FilterValues } from './filter-form';
import { countsText, formatsFor, SurveyChart, type ChartRow, type Formats } from './survey-charts';
import type { SurveyWords } from './survey-words';

const FILTERS = ['market', 'respondent'] as const;
type Filters = FilterValues<(typeof FILTERS)[number]>;

interface Problem {
  error?: string;
  message: string;
}

type Answer = { query: string } & ({ results: SurveyResults; problem?: undefined } | { results?: undefined; problem: Problem });

interface FormProps {
  applied: Filters;
  markets: SurveyMarket[];
  words: SurveyWords;
  onApply: (filters: Filters) => void;
}

function SurveyFilters({ applied, markets, words, onApply }: FormProps) {
  const { t } = useStaffTranslation();
  return (
    <FilterForm
      label={t('survey:filters')}
      applied={applied}
      submit={t('survey:filter')}
      onApply={onApply}
      fields={[
        // One market is no choice.
        markets.length > 1 && {
          name: 'market',
          label: t('survey:market'),
          options: (
            <>
              <option value="">{t('survey:allMarkets')}</option>
              {markets.map((market) => (
                <option key={market} value={market}>
                  {words.markets[market] ?? market}
                </option>
              ))}
            </>
          ),
        },
        {
          name: 'respondent',
          label: t('survey:respondent'),
          options: (
            <>
              <option value="">{t('survey:allRespondents')}</option>
              {respondents.map((respondent) => (
                <option key={respondent} value={respondent}>
                  {words.respondents[respondent]}
                </option>
              ))}
            </>
          ),
        },
      ]}
    />
  );
}

function Totals({ results, words, formats }: { results: ShownResults; words: SurveyWords; formats: Formats }) {
  const { t } = useStaffTranslation();
  const id = useId();
  const figure = (key: string, label: string, value: Shown) => (
    <div key={key} className="back-office__figure">
      <dt>{label}</dt>
      <dd>{value === null ? formats.tooFew : formats.count(value)}</dd>
    </div>
  );
  return (
    <section className="back-office__clocks" aria-labelledby={id} data-testid="survey-totals">
      <h2 id={id}>{t('survey:totals')}</h2>
      <dl style={{ flexWrap: 'wrap' }}>
        {figure('total', t('survey:responses'), results.total)}
        {respondents.map((respondent) => figure(respondent, words.respondents[respondent], results.byRespondent[respondent]))}
        {figure('comments', t('survey:remarks'), results.comments)}
      </dl>
    </section>
  );
}

function statementRows(question: QuestionCounts, words: SurveyWords, t: StaffT): ChartRow[] {
  return [
    ...LIKERT.map((point) => ({
      key: String(point),
      label: t('survey:scalePoint', { point: String(point), label: words.scale[point] }),
      count: question.counts[point],
    })),
    { key: 'skipped', label: t('survey:skipped'), count: question.skipped, muted: true },
  ];
}

function meanText({ mean, withheld }: QuestionCounts, language: string, t: StaffT): string {
  if (withheld) return t('survey:meanWithheld');
  if (mean === null) return t('survey:noMean');
  const formatted = new Intl.NumberFormat(dateLocale(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(mean);
  return t('survey:mean', { mean: formatted });
}

function Statements({ results, words, formats }: { results: ShownResults; words: SurveyWords; formats: Formats }) {
  const { t, language } = useStaffTranslation();
  const id = useId();
  const counted = new Map(results.questions.map((question) => [question.key, question]));
  const chart = (question: QuestionCounts) => {
    const rows = statementRows(question, words, t);
    const [title, mean] = [words.questions[question.key], meanText(question, language, t)];
    const summary = t('survey:questionSummary', { question: title, counts: countsText(rows, formats, t), mean });
    return <SurveyChart key={question.key} title={title} note={mean} rows={rows} total={results.total} summary={summary} formats={formats} />;
  };
  return (
    <section aria-labelledby={id} className="back-office" style={{ paddingBottom: 0 }}>
      <h2 id={id}>{t('survey:statements')}</h2>
      <p className="back-office__hint">{t('survey:statementsHint')}</p>
      {surveyTopics.map((topic) => {
        const questions = surveyQuestions.filter((question) => question.topic === topic).flatMap(({ key }) => counted.get(key) ?? []);
        return (
          <section key={topic} aria-labelledby={`${id}-${topic}`} className="back-office" style={{ paddingBottom: 0 }}>
            <h3 id={`${id}-${topic}`}>{words.topics[topic]}</h3>
            <div style={CHART_GRID}>{questions.map(chart)}</div>
          </section>
        );
      })}
    </section>
  );
}

/** Two charts side by side where they keep their labels readable, one under the other elsewhere. */
const CHART_GRID: React.CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 36rem), 1fr))',
  gap: 'calc(var(--base) * 0.75)',
};

function backgroundRows(key: BackgroundKey, results: ShownResults, words: SurveyWords, t: StaffT): ChartRow[] {
  const { counts, skipped } = results.background[key];
  const options = words.background[key].options as Record<string, string>;
  return [
    ...(backgroundQuestions[key] as readonly string[]).map((value) => ({ key: value, label: options[value] ?? value, count: counts[value] ?? 0 })),
    { key: 'skipped', label: t('survey:skipped'), count: skipped, muted: true },
  ];
}

function Background({ results, words, formats }: { results: ShownResults; words: SurveyWords; formats: Formats }) {
  const { t } = useStaffTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id} className="back-office" style={{ paddingBottom: 0 }}>
      <h2 id={id}>{t('survey:background')}</h2>
      <div style={CHART_GRID}>
        {backgroundKeys.map((key) => {
          const rows = backgroundRows(key, results, words, t);
          const title = words.background[key].label;
          const summary = t('survey:backgroundSummary', { question: title, counts: countsText(rows, formats, t) });
          return <SurveyChart key={key} title={title} rows={rows} total={results.total} summary={summary} formats={formats} />;
        })}
      </div>
    </section>
  );
}

/** The figures of the applied filters and their remarks, as a file; a refusal is said beside the button. */
function ExportCsv({ query }: { query: string }) {
  const { download } = useStaffApi();
  const { t } = useStaffTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const hintId = useId();
  const exportCsv = async () => {
    // Not `disabled` while it runs: that would drop the keyboard's focus from the button.
    if (busy) return;
    setBusy(true);
    const result = await download(withQuery('/survey-results/export', query));
    setBusy(false);
    setProblem(result.ok ? undefined : (result.message ?? t('survey:exportFailed')));
  };
  return (
    <div className="back-office__row" style={{ alignItems: 'center' }}>
      <Button type="button" buttonStyle="secondary" margin={false} onClick={exportCsv} extraButtonProps={{ 'aria-describedby': hintId }}>
        {busy ? t('survey:exporting') : t('survey:exportCsv')}
      </Button>
      <span id={hintId} className="back-office__hint">
        {t('survey:exportHint')}
      </span>
      <div role="alert" style={{ flexBasis: '100%' }}>
        {problem && <Banner type="error">{problem}</Banner>}
      </div>
    </div>
  );
}

function Results({ results, query, words }: { results: SurveyResults; query: string; words: SurveyWords }) {
  const { language, t } = useStaffTranslation();
  const formats = formatsFor(dateLocale(language), t);
  // The status line above says that there is nothing to show, or too little.
  if (results.status !== 'shown') return null;
  return (
    <>
      <Totals results={results} words={words} formats={formats} />
      <ExportCsv query={query} />
      <Statements results={results} words={words} formats={formats} />
      <Background results={results} words={words} formats={formats} />
    </>
  );
}

/** Asks for the results whenever the filters change; an answer to filters since left behind is dropped. */
function useSurveyResults(query: string): Answer | undefined {
  const { call } = useStaffApi();
  const { t } = useStaffTranslation();
  const [answer, setAnswer] = useState<Answer>();
  useEffect(() => {
    let current = true;
    void call<SurveyResults & { error?: string; message?: string }>('GET', withQuery('/survey-results', query)).then(({ status, body }) => {
      if (!current) return;
      setAnswer(status === 200 ? { query, results: body } : { query, problem: { error: body.error, message: body.message ?? t('survey:loadFailed') } });
    });
    return () => {
      current = false;
    };
  }, [call, query, t]);
  return answer;
}

/**
 * The survey team's view of the well-being survey: how its markets' respondents rated each
 * statement and who they are, in aggregate, filtered by market and respondent as the address
 * says. The server sends figures of groups of at least MIN_GROUP only, and withholds small
 * counts; the view says so where it has nothing or less to show.
 */
export function SurveyResultsApp({ words }: { words: SurveyWords }) {
  const { t } = useStaffTranslation();
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const applied = filtersIn(params, FILTERS);
  const query = queryOf(applied);
  const answer = useSurveyResults(query);
  const [markets, setMarkets] = useState<SurveyMarket[]>([]);
  const titleId = useId();
  // The last answer's markets stay offered while a refused filter is corrected (state adjusted while rendering, as React advises).
  if (answer?.results && answer.results.markets.join() !== markets.join()) setMarkets(answer.results.markets);

  const title = <h1 id={titleId}>{t('survey:title')}</h1>;
  if (answer?.problem?.error === 'second_factor') {
    return (
      <section aria-labelledby={titleId} data-testid="survey-results" className="back-office">
        {title}
        <Banner type="info">
          {answer.problem.message} <Link href="/admin/second-factor">{t('survey:confirmSignIn')}</Link>
        </Banner>
      </section>
    );
  }
  const loading = answer?.query !== query;
  const minimum = { minimum: String(MIN_GROUP) };
  const status = (results?: SurveyResults) => {
    if (loading) return t('survey:loading');
    if (!results) return '';
    if (results.status === 'tooFew') return t('survey:tooFew');
    if (results.status === 'none') return t(query ? 'survey:noneMatching' : 'survey:none');
    return t('survey:total', { count: results.total });
  };
  const results = loading ? undefined : answer?.results;
  return (
    <section aria-labelledby={titleId} data-testid="survey-results" className="back-office">
      {title}
      <p className="back-office__hint">{t('survey:intro', minimum)}</p>
      <SurveyFilters applied={applied} markets={markets} words={words} onApply={(next) => router.push(withQuery(pathname, queryOf(next)))} />
      <p role="status" data-testid="survey-status">
        {status(answer?.results)}
      </p>
      {results?.status === 'tooFew' && <p className="back-office__hint">{t('survey:minimumGroup', minimum)}</p>}
      {results?.status === 'shown' && results.partial && (
        <p className="back-office__hint" data-testid="survey-partial">
          {t('survey:partial', minimum)}
        </p>
      )}
      {!loading && answer?.problem && (
        <Banner type="error">
          <span role="alert">{answer.problem.message}</span>
        </Banner>
      )}
      {!loading && answer?.results && <Results results={answer.results} query={query} words={words} />}
    </section>
  );
}
