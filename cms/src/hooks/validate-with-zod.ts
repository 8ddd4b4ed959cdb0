/**
 * Publishing runs the content's zod schema (the one the build's snapshot is
 * checked with) over the document in the locale being saved, so what the
 * admin accepts is exactly what the build accepts. Drafts may be unfinished.
 */
import { ValidationError, type CollectionBeforeChangeHook } from 'payload';
import type { z } from 'zod';

export function validateOnPublish<T>(
  toContent: (data: Record<string, unknown>) => unknown | undefined,
  schema: z.ZodType<T>,
  { localized }: { localized: boolean },
): CollectionBeforeChangeHook {
  return ({ data, originalDoc, collection, req }) => {
    if (data._status !== 'published') return data;
    const content = toContent({ ...(originalDoc ?? {}), ...data });
    // Nothing to check: e.g. a post left empty in this locale (it stays out of it).
    if (content === undefined) return data;
    const result = schema.safeParse(content);
    if (result.success) return data;
    // Localized fields are checked in the locale being saved: the message names it.
    const where = localized && req.locale && req.locale !== 'all' ? ` (${req.locale})` : '';
    throw new ValidationError({
      collection: collection.slug,
      req,
      errors: result.error.issues.map((issue) => ({
        path: issue.path.join('.') || 'id',
        message: `${issue.path.join('.') || '(document)'}${where}: ${issue.message}`,
      })),
    });
  };
}
