import type { Locale } from '@/config/markets';
import { markdownToHtml } from '@/content/markdown';

/** Markdown copy, from the seed or the CMS, rendered without raw HTML (packages/content/markdown.ts). */
export function Markdown({ text, locale, className = '' }: { text: string; locale: Locale; className?: string }) {
  return <div className={`prose-copy ${className}`} dangerouslySetInnerHTML={{ __html: markdownToHtml(text, locale) }} />;
}
