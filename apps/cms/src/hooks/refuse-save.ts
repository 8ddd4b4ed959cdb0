import { ValidationError, type PayloadRequest } from 'payload';
import { staffT } from '../i18n/catalogue';

export interface SaveProblem {
  /** The field, as Payload's form knows it ("slug", "sections.2.title"): the admin marks it. */
  path: string;
  /** What is wrong, in the editor's language, naming the field as the editor sees it. */
  message: string;
}

/**
 * A save refused for these problems. Payload's own message ("The following field is invalid:
 * slug") names paths, not labels; its notice in the admin lists the parts of the message after the
 * first colon, split at commas (FieldErrorsToast), so the message is our intro and our problems.
 */
export function saveRefused(req: PayloadRequest, collection: string | undefined, problems: SaveProblem[]): ValidationError {
  const refusal = new ValidationError({ collection, req, errors: problems });
  refusal.message = `${staffT(req.i18n)('validation:intro')}: ${problems.map((problem) => problem.message.replaceAll(',', ' –')).join(', ')}`;
  return refusal;
}
