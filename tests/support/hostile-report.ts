/**
 * A human report whose texts hold what a reporter may type through the public form to break an
 * E2B(R3) file or change its texts (the form refuses most controls and half surrogate pairs, not
 * these), and the check that an export of it reads back as typed: the integration and end-to-end
 * tests send it and check each E2B file it reaches (the PV mail's attachment, the CLI, the API).
 */
import { fieldLabel } from '@/features/pv/intake/texts';
import { messagesFor } from '@/i18n/messages';
import type { ReportValues } from '@/features/pv/intake/validation';
import { completeHuman } from '../int/fixtures/reports';
import { e2bProblems } from './e2b/check';
import { asXmlHoldsIt, strictXml } from './strict-xml';

export const HOSTILE_TYPED = {
  initials: '<&e;>',
  medicineName: 'Lijek &e; &#60;b&#62; "A" \'B\'',
  batch: '&amp;lt;]]>',
  description: 'x &e; y\nA & B &#60;b&#62; &amp;lt; end\t]]> "quotes\' <b>\uFFFF',
  course: '&#x3C;i&#x3E; &lt;&gt; \uFFFE kraj',
} as const;

export function hostileHuman(): ReportValues {
  const report = completeHuman();
  const [medicine] = report.medicines as Array<Record<string, unknown>>;
  const [reaction] = report.reactions as Array<Record<string, unknown>>;
  return {
    ...report,
    initials: HOSTILE_TYPED.initials,
    course: HOSTILE_TYPED.course,
    medicines: [{ ...medicine, name: HOSTILE_TYPED.medicineName, batch: HOSTILE_TYPED.batch }],
    reactions: [{ ...reaction, description: HOSTILE_TYPED.description }],
  };
}

/**
 * Everything wrong with an E2B batch holding the hostile report `reference` of cro alone: the
 * structural check, and each typed text as a strict parser reads it back (less only U+FFFE and
 * U+FFFF, which XML forbids); empty when it passes.
 */
export function hostileE2bProblems(xml: string, reference: string): string[] {
  const problems = e2bProblems(xml, [
    {
      caseId: `HR-FARMADRIA-${reference}`,
      reactions: [asXmlHoldsIt(HOSTILE_TYPED.description)],
      medicines: [{ name: asXmlHoldsIt(HOSTILE_TYPED.medicineName), role: 1 }],
    },
  ]);
  if (problems.length > 0) return problems;
  const document = strictXml(xml);
  const text = (name: string, within: Element = document.documentElement) => within.getElementsByTagName(name)[0]?.textContent;
  const initials = text('name', document.getElementsByTagName('player1')[0]!);
  const course = `${fieldLabel(messagesFor('hr').report, 'course')}: ${asXmlHoldsIt(HOSTILE_TYPED.course)}`;
  return [
    initials === asXmlHoldsIt(HOSTILE_TYPED.initials) ? undefined : `patient initials read back as ${JSON.stringify(initials)}`,
    text('lotNumberText') === asXmlHoldsIt(HOSTILE_TYPED.batch) ? undefined : `batch read back as ${JSON.stringify(text('lotNumberText'))}`,
    text('text')?.split('\n').includes(course) ? undefined : `the narrative ${JSON.stringify(text('text'))} lacks ${JSON.stringify(course)}`,
  ].filter((problem): problem is string => problem !== undefined);
}
