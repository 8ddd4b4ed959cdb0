/**
 * The one placeholder syntax of the site's catalogues, the CMS's and the content: `{name}`, with
 * dotted names for the company's facts (`{pv.email}`, `{certificate.gdp.validUntil}`).
 */

/** Values for a text's `{name}` placeholders. */
export type MessageVars = Record<string, string | number>;

const PLACEHOLDER = /\{(\w+(?:\.\w+)*)\}/g;

/** The names of a text's placeholders, in the order written, each as often as it is written. */
export function placeholderNames(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/**
 * Fills each placeholder that has a value; one without a value stays as it is. A value that ends
 * with a full stop of its own, such as a legal name ending in "d.d." or a Croatian date, takes the
 * place of the sentence's full stop after it.
 */
export function interpolate(template: string, values: MessageVars | ((name: string) => string | undefined) = {}): string {
  const lookup = typeof values === 'function' ? values : (name: string) => (Object.hasOwn(values, name) ? String(values[name]) : undefined);
  return template.replace(/\{(\w+(?:\.\w+)*)\}(\.?)/g, (whole, name: string, stop: string) => {
    const value = lookup(name);
    if (value === undefined) return whole;
    return value.endsWith('.') ? value : value + stop;
  });
}

/**
 * Texts of ours as Payload's `t` fills them (`{{name}}`), for what we hand Payload to interpolate
 * itself: the staff catalogue and our mends of its own texts. Takes a text or a record of them, nested.
 */
export function inPayloadSyntax<T>(texts: T): T {
  if (typeof texts === 'string') return texts.replace(PLACEHOLDER, '{{$1}}') as T;
  if (texts && typeof texts === 'object') return Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, inPayloadSyntax(value)])) as T;
  return texts;
}
