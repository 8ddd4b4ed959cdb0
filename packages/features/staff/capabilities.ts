/**
 * The staff roles and what each may reach, in one map. The CMS's access rules
 * (apps/cms/src/access.ts), the PV back office (packages/features/pv/access.ts), the
 * second factor and the operator CLI all read it. A new role is one line here,
 * plus the CMS migration that adds it to the role column's type.
 *
 *  - content: the markets whose pages, news, openings, documents, media and
 *    company facts the role edits ('all', 'own' = the account's markets, 'none');
 *  - healthData: the markets whose adverse-effect reports it handles, always
 *    behind the second factor (GDPR Art. 9);
 *  - applications: the markets whose job applications (CVs) it handles, also
 *    behind the second factor;
 *  - surveys: the markets whose well-being survey results (health data, in
 *    aggregate and as a pseudonymous export) it reads, behind the second factor;
 *  - deletesCases: decides the deletion of a case past its retention period;
 *  - managesAccounts: creates and changes staff accounts (with the second factor confirmed).
 */
import { markets, type Market } from '@/config/markets';

type Scope = 'all' | 'own' | 'none';

interface Capabilities {
  content: Scope;
  healthData: Scope;
  applications: Scope;
  surveys: Scope;
  deletesCases: boolean;
  managesAccounts: boolean;
}

export const capabilities = {
  admin: { content: 'all', healthData: 'all', applications: 'all', surveys: 'all', deletesCases: true, managesAccounts: true },
  editor: { content: 'own', healthData: 'none', applications: 'none', surveys: 'none', deletesCases: false, managesAccounts: false },
  pharmacovigilance: { content: 'none', healthData: 'own', applications: 'none', surveys: 'none', deletesCases: false, managesAccounts: false },
  hr: { content: 'none', healthData: 'none', applications: 'own', surveys: 'none', deletesCases: false, managesAccounts: false },
  survey: { content: 'none', healthData: 'none', applications: 'none', surveys: 'own', deletesCases: false, managesAccounts: false },
} as const satisfies Record<string, Capabilities>;

export type Role = keyof typeof capabilities;
export const roles = Object.keys(capabilities) as Role[];

/** A staff account as the rules need it. */
export interface StaffMember {
  role: string;
  markets?: readonly string[] | null;
}

const capabilitiesOf = (member: StaffMember | undefined): Capabilities | undefined =>
  member && member.role in capabilities ? capabilities[member.role as Role] : undefined;

function marketsIn(scope: Scope | undefined, member: StaffMember | undefined): Market[] {
  if (scope === 'all') return [...markets];
  if (scope === 'own') return markets.filter((market) => member?.markets?.includes(market));
  return [];
}

/** The markets whose content a person edits. */
export const contentMarketsOf = (member: StaffMember | undefined): Market[] => marketsIn(capabilitiesOf(member)?.content, member);

/** The markets whose reports a person handles, once their sign-in passed the second factor. */
export const healthDataMarketsOf = (member: StaffMember | undefined): Market[] => marketsIn(capabilitiesOf(member)?.healthData, member);

/** The markets whose job applications a person handles, once their sign-in passed the second factor. */
export const applicationMarketsOf = (member: StaffMember | undefined): Market[] => marketsIn(capabilitiesOf(member)?.applications, member);

/** The markets whose survey results a person reads, once their sign-in passed the second factor. */
export const surveyMarketsOf = (member: StaffMember | undefined): Market[] => marketsIn(capabilitiesOf(member)?.surveys, member);

/** Whether the role reads survey results at all. */
export const readsSurveys = (member: StaffMember | undefined): boolean => (capabilitiesOf(member)?.surveys ?? 'none') !== 'none';

/** Whether the role sees health data at all. */
export const seesHealthData = (member: StaffMember | undefined): boolean => (capabilitiesOf(member)?.healthData ?? 'none') !== 'none';

/** Whether the role handles job applications at all. */
export const handlesApplications = (member: StaffMember | undefined): boolean => (capabilitiesOf(member)?.applications ?? 'none') !== 'none';

/** Health data, survey results and applicants' CVs are reached only behind a second factor, which these roles set up. */
export const usesSecondFactor = (member: StaffMember | undefined): boolean => seesHealthData(member) || handlesApplications(member) || readsSurveys(member);

export const deletesCases = (member: StaffMember | undefined): boolean => capabilitiesOf(member)?.deletesCases ?? false;

export const managesAccounts = (member: StaffMember | undefined): boolean => capabilitiesOf(member)?.managesAccounts ?? false;

/** Content of every market, and every account to read: what the rules call an administrator. */
export const seesEverything = (member: StaffMember | undefined): boolean => capabilitiesOf(member)?.content === 'all';
