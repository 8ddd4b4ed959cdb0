import type { Locale } from '@/config/markets';
import { inlineMarkdownToHtml, markdownToHtml } from '@/content/render';

/** Renders our own Markdown copy (never visitor input). */
export function Markdown({ text, locale, className = '' }: { text: string; locale: Locale; className?: string }) {
  return <div className={`prose-copy ${className}`} dangerouslySetInnerHTML={{ __html: markdownToHtml(text, locale) }} />;
}

export function InlineMarkdown({ text, locale }: { text: string; locale: Locale }) {
  return <span dangerouslySetInnerHTML={{ __html: inlineMarkdownToHtml(text, locale) }} />;
}
