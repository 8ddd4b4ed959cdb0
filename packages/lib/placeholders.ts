/** Values for a message's `{{name}}` placeholders. */
export type MessageVars = Record<string, string | number>;

/**
 * Payload's `{{name}}` interpolation, for text rendered outside Payload (CLI, tests, logs); a
 * placeholder without a value stays as it is.
 */
export function interpolate(template: string, vars: MessageVars = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (vars[name] === undefined ? whole : String(vars[name])));
}
