/**
 * The staff roles and what each may reach, in one map. The CMS's access rules
 * (cms/src/access.ts), the PV back office (src/features/pv/access.ts), the
 * second factor and the operator CLI all read it. A new role is one line here,
 * plus the CMS migration that adds it to the role column's type.
 *
 *  - content: the markets whose pages, news, openings, documents, media and
 *    company facts the role edits ('all', 'own' = the account's markets, 'none');
 *  - healthData: the markets whose adverse-effect reports it handles, always
 *    behind the second factor (GDPR Art. 9);
 *  - deletesCases: decides the deletion of a case past its retention period;
 *  - managesAccounts: creates and changes staff accounts (with the second factor confirmed).
 */
import { markets, type Market } from '@/config/markets';

type Scope = 'all' | 'own' | 'none';

interface Capabilities {
  content: Scope;
  healthData: Scope;
  deletesCases: boolean;
  managesAccounts: boolean;
}

export const capabilities = {
  admin: { content: 'all', healthData: 'all', deletesCases: true, managesAccounts: true },
  editor: { content: 'own', healthData: 'none', deletesCases: false, managesAccounts: false },
  pharmacovigilance: { content: 'none', healthData: 'own', deletesCases: false, managesAccounts: false },
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

/** Whether the role sees health data at all, and so needs (and may set up) a second factor. */
export const seesHealthData = (member: StaffMember | undefined): boolean => (capabilitiesOf(member)?.healthData ?? 'none') !== 'none';

export const deletesCases = (member: StaffMember | undefined): boolean => capabilitiesOf(member)?.deletesCases ?? false;

export const managesAccounts = (member: StaffMember | undefined): boolean => capabilitiesOf(member)?.managesAccounts ?? false;

/** Content of every market, and every account to read: what the rules call an administrator. */
export const seesEverything = (member: StaffMember | undefined): boolean => capabilitiesOf(member)?.content === 'all';
