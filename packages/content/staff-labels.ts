import { z } from 'zod';
import type { StaffLanguage } from '@/sections/shared/labels';

/** A field's name for editors in every staff language: a language missing fails to compile. */
export type StaffTexts = Record<StaffLanguage, string>;

/**
 * A content field with its label for editors beside it, so a new field is named where it is
 * declared: the CMS labels the field it generates from the schema by it, and names it so in its
 * messages (apps/cms/src/i18n/content-labels.ts). Kept in zod's metadata, merged with what the
 * field has there already (`shownFor`, `format`).
 */
export const labelled = <Schema extends z.ZodType>(schema: Schema, label: StaffTexts): Schema =>
  schema.meta({ ...z.globalRegistry.get(schema), staffLabel: label });

/** The label `labelled` gave a field, if any. */
export const staffLabelOf = (schema: z.ZodType): StaffTexts | undefined => z.globalRegistry.get(schema)?.staffLabel as StaffTexts | undefined;

/** The labels of an object schema's own fields, by their names. */
export function staffLabelsOf(schema: z.ZodType): Record<string, StaffTexts> {
  const def = schema._zod.def as { type: string; shape?: Record<string, z.ZodType> };
  if (def.type !== 'object' || !def.shape) return {};
  return Object.fromEntries(
    Object.entries(def.shape).flatMap(([name, field]) => {
      const label = staffLabelOf(field);
      return label ? [[name, label] as const] : [];
    }),
  );
}
