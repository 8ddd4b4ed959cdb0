/** A label of the config (a text, or texts by admin language) in the admin's language. */
export function labelText(label: unknown, language: string, fallback: string): string {
  if (typeof label === 'string') return label;
  if (label && typeof label === 'object') {
    const texts = label as Record<string, string>;
    return texts[language] ?? texts.en ?? fallback;
  }
  return fallback;
}
