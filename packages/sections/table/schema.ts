import { z } from 'zod';
import { contentProblems } from '@/content/problems';
import { text, markdown, base } from '../shared/fields';

export const schema = z
  .object({
    ...base,
    type: z.literal('table'),
    heading: text.optional(),
    caption: text,
    columns: z.array(text).min(2),
    rows: z.array(z.array(markdown)).min(1),
  })
  .refine((t) => t.rows.every((row) => row.length === t.columns.length), {
    error: contentProblems.tableRows,
    path: ['rows'],
  });
