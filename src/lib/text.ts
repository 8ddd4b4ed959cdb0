/**
 * Rules for text that visitors type and that we put into HTML or mail
 * headers, shared by every form and every mail.
 */

/** One-line fields: no control characters, so nothing can smuggle a header line or an invisible trick. */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Multi-line fields may hold line breaks and tabs, and nothing else invisible. */
export const CONTROL_CHARACTERS_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Text for XML content and double-quoted attributes (sitemaps, feeds). */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Text for HTML, where an attribute may also be single-quoted. */
export function escapeHtml(text: string): string {
  return escapeXml(text).replace(/'/g, '&#39;');
}

/** A UUID in its canonical text form, as the database and the browsers' crypto.randomUUID() write it. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
