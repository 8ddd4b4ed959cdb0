/**
 * Structured data for search engines. A data block, which never runs, so the page's script policy
 * needs no hash for it; `<` is escaped so that no text in it can close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
