import type { z } from 'zod';

/** The staff's languages, in which every section names itself and its fields to editors. */
export const STAFF_LANGUAGES = ['en', 'hr', 'sl', 'bs'] as const;

export type StaffLanguage = (typeof STAFF_LANGUAGES)[number];
type StaffTexts = Record<StaffLanguage, string>;

type Keys<Shape> = Exclude<keyof Shape, 'type' | 'markets'> & string;

/**
 * A field of a section as the admin generates it (apps/cms/src/fields/zod-fields.ts): each key of the
 * schema but its discriminator and the markets every section shares, each key of a list's items
 * (`items.title`), and the `cells` of a table's rows.
 */
type FieldPath<Shape> = {
  [Key in Keys<Shape>]:
    | Key
    | (NonNullable<Shape[Key]> extends readonly (infer Item)[]
        ? Item extends readonly unknown[]
          ? `${Key}.cells`
          : Item extends object
            ? `${Key}.${keyof Item & string}`
            : never
        : never);
}[Keys<Shape>];

/**
 * A section's names for editors, in every staff language: the block's, each field's (a field or
 * language missing fails to compile), and those of its own choices (`{ tone: { info: … } }`; icons,
 * routes, markets and certificates are named for every section by apps/cms/src/i18n/content-labels.ts).
 */
export interface SectionLabels<Schema extends z.ZodType> {
  block: StaffTexts;
  fields: Record<FieldPath<z.input<Schema>>, StaffTexts>;
  options?: Partial<Record<FieldPath<z.input<Schema>>, Record<string, StaffTexts>>>;
}

/** Any section's labels, as the CMS reads them by the section's type. */
export interface SomeSectionLabels {
  block: StaffTexts;
  fields: Record<string, StaffTexts>;
  options?: Record<string, Record<string, StaffTexts> | undefined>;
}
