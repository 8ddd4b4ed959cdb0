import type { AfterErrorHook } from 'payload';

/**
 * Keeps a validation error's reasons (its `data.errors`, which the admin shows
 * at each field) in the API's answer. Payload's formatter recognises its own
 * errors by `instanceof`, and in the built CMS our hooks' copy of `payload` is
 * not the one of its route handlers (nor is the class's name kept by the
 * minifier), so it would answer with the bare "The following field is
 * invalid" and drop why. A validation error is told by its shape instead.
 */
export const keepValidationDetails: AfterErrorHook = ({ error, result }) => {
  const { message, data, status } = error as Error & { data?: { errors?: unknown }; status?: number };
  if (status !== 400 || !Array.isArray(data?.errors) || !result) return undefined;
  return { response: { ...result, errors: [{ name: 'ValidationError', message, data }] }, status };
};
