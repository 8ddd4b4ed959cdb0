import type { AfterErrorHook } from 'payload';
import { staffT } from '../i18n/catalogue';

interface RaisedError extends Error {
  status?: number;
  isPublic?: boolean;
  data?: { errors?: unknown };
  code?: string;
  cause?: { code?: string };
}

/** PostgreSQL's class 22, "data exception": a value the database could not take, so the request's fault. */
const isBadValue = (error: RaisedError): boolean => /^22/.test(error.code ?? error.cause?.code ?? '');

/**
 * Answers that say what went wrong, in the API as in the admin:
 *  - a validation error keeps its reasons (its `data.errors`, which the admin shows at each field);
 *  - an error we raise on purpose (public, below 500: a refused login, say) keeps its message;
 *  - a value the database refuses (a malformed number or text) is a 400, not a 500.
 * Payload's formatter recognises its own errors by `instanceof`, and in the built CMS our hooks'
 * copy of `payload` is not the one of its route handlers (nor is the class's name kept by the
 * minifier), so it would answer "The following field is invalid" or "An unknown error occurred"
 * and drop why. Errors are told by their shape instead.
 */
export const answerClearly: AfterErrorHook = ({ error, result, req }) => {
  if (!result) return undefined;
  const { message, data, status, isPublic } = error as RaisedError;
  if (status === 400 && Array.isArray(data?.errors)) return { response: { ...result, errors: [{ name: 'ValidationError', message, data }] }, status };
  if (isPublic && status && status < 500) return { response: { ...result, errors: [{ message }] }, status };
  if (isBadValue(error as RaisedError)) return { response: { ...result, errors: [{ message: staffT(req.i18n)('errors:malformedValue') }] }, status: 400 };
  return undefined;
};
