import { ReportSection } from '@/features/pv/intake/ReportSection';
import type { SectionProps } from '../shared/view';

/** The form lives with the adverse-effect reports (packages/features/pv/intake). */
export function Component({ ctx }: SectionProps<'reportForm'>) {
  return <ReportSection ctx={ctx} />;
}
