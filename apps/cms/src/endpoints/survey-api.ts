/**
 * The survey team's back office, free of any framework: the CMS mounts it under
 * /api/survey-results with the signed-in user. It reaches the results of the
 * person's markets (the capability map's `surveys`) once the sign-in passed the
 * second factor: aggregates of groups of at least MIN_GROUP responses only (privacy.ts).
 *
 *   GET /survey-results?market=&respondent=          counts per question and background value
 *   GET /survey-results/export?market=&respondent=   the same figures and the remarks, as CSV for a spreadsheet
 */
import { readsSurveys, surveyMarketsOf } from '@/features/staff/capabilities';
import type { Db } from '@/platform/db/database';
import { hasSurvey, respondents, type Respondent, type SurveyMarket } from '@/features/survey/questions';
import { surveyExportCsv, type SurveyExportKey } from '@/features/survey/export';
import { MIN_GROUP } from '@/features/survey/privacy';
import type { SurveyResults } from '@/features/survey/records';
import { surveyExport, surveyResults, type ResultFilters } from '@/features/survey/store';

export interface SurveyStaff {
  email: string;
  role: string;
  markets?: readonly string[] | null;
  secondFactor: boolean;
}

/** The refusals' message keys (the staff catalogue's `surveyApi` namespace; `api:signInFirst` for the first). */
type SurveyRefusalKey = 'signInFirst' | 'roleReadsNoSurveys' | 'secondFactorFirst' | 'badFilter' | 'notFound' | 'tooFewToExport';

export interface SurveyResultsRequest {
  user?: SurveyStaff;
  method: string;
  path: string[];
  query: URLSearchParams;
  translate: (key: SurveyRefusalKey, vars?: Record<string, string>) => string;
  /** The reader's admin language, and the export's words in it (the staff catalogue's `survey` section). */
  language: string;
  exportWords: (key: SurveyExportKey, vars?: Record<string, string>) => string;
}

export type SurveyResultsAnswer =
  | { status: number; body: unknown }
  /** `exported`: how many responses the file's figures stand for. */
  | { status: 200; file: { text: string; fileName: string }; exported: number };

export async function handleSurveyResultsRequest(db: Db, req: SurveyResultsRequest, day: string): Promise<SurveyResultsAnswer> {
  const refuse = (status: number, error: string, key: SurveyRefusalKey) => ({
    status,
    body: { error, message: req.translate(key, { minimum: String(MIN_GROUP) }) },
  });
  const { user } = req;
  if (!user) return refuse(401, 'unauthenticated', 'signInFirst');
  if (!readsSurveys(user)) return refuse(403, 'forbidden', 'roleReadsNoSurveys');
  if (!user.secondFactor) return refuse(403, 'second_factor', 'secondFactorFirst');
  const markets = surveyMarketsOf(user).filter(hasSurvey);
  const [part, ...rest] = req.path;
  if (req.method !== 'GET' || rest.length > 0 || (part !== undefined && part !== 'export')) return refuse(404, 'not_found', 'notFound');
  const filters = filtersFrom(req.query, markets);
  if (!filters) return refuse(422, 'filter', 'badFilter');
  if (part === 'export') {
    const { results, remarks } = await surveyExport(db, filters);
    if (results.status !== 'shown') return refuse(422, 'too_few', 'tooFewToExport');
    const text = surveyExportCsv(results, remarks, req.language, req.exportWords);
    const suffix = [filters.markets.length === 1 ? filters.markets[0] : undefined, filters.respondent].filter(Boolean).join('-');
    return { status: 200, file: { text, fileName: `well-being-survey${suffix ? `-${suffix}` : ''}-${day}.csv` }, exported: results.total };
  }
  const results: SurveyResults = { markets, ...(await surveyResults(db, filters)) };
  return { status: 200, body: results };
}

function filtersFrom(query: URLSearchParams, mine: SurveyMarket[]): ResultFilters | undefined {
  const market = query.get('market');
  const respondent = query.get('respondent');
  if (market && !mine.includes(market as SurveyMarket)) return undefined;
  if (respondent && !respondents.includes(respondent as Respondent)) return undefined;
  return { markets: market ? [market as SurveyMarket] : mine, ...(respondent ? { respondent: respondent as Respondent } : {}) };
}
