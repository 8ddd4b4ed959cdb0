/**
 * Prints the downloadable documents to PDF: `npm run documents`.
 * For each market, locale and document, fills the market's placeholders into
 * packages/content/documents/<key>/<locale>.md, renders it to a print-styled HTML
 * page by the site's Markdown rules (packages/content/markdown.ts: raw HTML is text) and
 * prints it with Chromium to public/documents/<market>/<locale>/.
 */
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { marketProfiles } from '@/content/company';
import { localesOf, localeTags, markets, type Locale } from '@/config/markets';
import { documentBodyHtml, documentsFor, documentTitle, documentUrl } from '@/content/downloads';
import { identifierText } from '@/content/render';
import { escapeHtml } from '@/lib/text';

const pageLabel: Record<Locale, string> = { hr: 'Stranica', sl: 'Stran', bs: 'Stranica', en: 'Page' };
const ofLabel: Record<Locale, string> = { hr: 'od', sl: 'od', bs: 'od', en: 'of' };

const css = `
@page { size: A4; margin: 22mm 18mm 20mm; }
* { box-sizing: border-box; }
html { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 10pt; line-height: 1.45; color: #1a1a1a; }
body { margin: 0; }
h1 { font-size: 17pt; line-height: 1.2; margin: 0 0 4mm; color: #0b4f6c; }
h2 { font-size: 12pt; margin: 6mm 0 2mm; color: #0b4f6c; break-after: avoid; }
h3 { font-size: 10.5pt; margin: 4mm 0 1.5mm; break-after: avoid; }
p, ul, ol { margin: 0 0 2.5mm; }
ul, ol { padding-left: 6mm; }
li { margin-bottom: 1mm; }
a { color: #0b4f6c; text-decoration: none; }
hr { border: 0; border-top: 0.5pt solid #9aa5ad; margin: 5mm 0; }
table { width: 100%; border-collapse: collapse; margin: 0 0 4mm; break-inside: auto; }
tr { break-inside: avoid; }
th, td { border: 0.6pt solid #6b7780; padding: 1.6mm 2mm; text-align: left; vertical-align: top; }
th { background: #e8eff3; font-weight: 600; }
td:empty::after { content: '\\00a0'; }
blockquote { margin: 0 0 4mm; padding: 2mm 4mm; border-left: 2pt solid #0b4f6c; background: #f2f6f8; }
blockquote p:last-child { margin-bottom: 0; }
.letterhead { display: flex; justify-content: space-between; gap: 8mm; border-bottom: 1pt solid #0b4f6c;
  padding-bottom: 3mm; margin-bottom: 6mm; font-size: 8.5pt; color: #444; }
.letterhead strong { font-size: 11pt; color: #0b4f6c; }
/* The form (adverse-reaction-report-form) is Markdown too, raw HTML being text: an empty cell is room
   to write in, a table with no column headings is questions (left) and answers (right), a row whose
   question is empty gives the one above more room, and a question's emphasis is its hint. */
td:empty { height: 9mm; }
thead:not(:has(th:not(:empty))) { display: none; }
table:has(thead th:not(:empty)) { break-inside: avoid; }
td:first-child:nth-last-child(2) { width: 36%; background: #e8eff3; font-size: 8.5pt; font-weight: 600; }
td:first-child:nth-last-child(2) em { display: block; font-style: normal; font-weight: 400; color: #555; }
tr:has(> td:first-child:empty:nth-last-child(2)) > td { border-top-style: hidden; }
`;

function headerTemplate(company: string, title: string): string {
  return `<div style="width:100%;margin:0 18mm;padding-bottom:2mm;border-bottom:0.5pt solid #9aa5ad;font-family:'DejaVu Sans',sans-serif;font-size:7.5pt;color:#555;display:flex;justify-content:space-between;">
<span>${escapeHtml(company)}</span><span>${escapeHtml(title)}</span></div>`;
}

function footerTemplate(locale: Locale, siteUrl: string): string {
  return `<div style="width:100%;margin:0 18mm;font-family:'DejaVu Sans',sans-serif;font-size:7.5pt;color:#555;display:flex;justify-content:space-between;">
<span>${escapeHtml(siteUrl.replace(/^https?:\/\//, ''))}</span>
<span>${pageLabel[locale]} <span class="pageNumber"></span> ${ofLabel[locale]} <span class="totalPages"></span></span></div>`;
}

function documentHtml(locale: Locale, title: string, body: string, letterhead: string): string {
  return `<!doctype html>
<html lang="${localeTags[locale]}">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${css}</style></head>
<body>${letterhead}<main>${body}</main></body>
</html>`;
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  for (const market of markets) {
    const profile = marketProfiles[market];
    const company = profile.registration.legalName;
    const letterhead = `<header class="letterhead"><div><strong>${escapeHtml(company)}</strong><br>${escapeHtml(profile.address)}<br>${escapeHtml(identifierText(profile.registration.taxId))}</div>
<div style="text-align:right">${escapeHtml(profile.phone)}<br>${escapeHtml(profile.email)}<br>${escapeHtml(profile.siteUrl.replace(/^https?:\/\//, ''))}</div></header>`;
    for (const locale of localesOf(market)) {
      for (const doc of documentsFor(market, locale)) {
        const title = documentTitle(market, locale, doc);
        const body = documentBodyHtml(market, locale, doc);
        await page.setContent(documentHtml(locale, title, body, letterhead), { waitUntil: 'load' });
        const file = path.join(process.cwd(), 'apps', 'site', 'public', documentUrl(market, locale, doc));
        mkdirSync(path.dirname(file), { recursive: true });
        await page.pdf({
          path: file,
          format: 'A4',
          printBackground: true,
          preferCSSPageSize: true,
          displayHeaderFooter: true,
          headerTemplate: headerTemplate(company, title),
          footerTemplate: footerTemplate(locale, profile.siteUrl),
          margin: { top: '22mm', bottom: '20mm', left: '18mm', right: '18mm' },
        });
        console.log(`${path.relative(process.cwd(), file)}  ${(statSync(file).size / 1024).toFixed(1)} kB`);
      }
    }
  }
} finally {
  await browser.close();
}
