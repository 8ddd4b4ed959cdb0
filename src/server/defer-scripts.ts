/**
 * Build step for exported pages: their scripts are requested after the first
 * paint instead of by the parser. Next puts every chunk of a page in <head>
 * as `<script async>` (plus a low-priority preload), so the downloads started
 * before anything was painted and competed with it; Lighthouse then counts
 * them all into the LCP of the header's brand text, which is painted once,
 * without them. The chunks were async already, so running them a frame later
 * changes nothing but the timing: the page reads and looks the same before
 * hydration, and a hidden tab (which paints no frames) loads them at once.
 */

const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*\/>/g;

/** The loader: one inline script (hashed for the CSP like every inline script), after the page's content. */
function loader(sources: string[]): string {
  return (
    '<script data-deferred-chunks>(function(s){function l(){s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}' +
    'if(document.visibilityState==="visible")requestAnimationFrame(function(){setTimeout(l,0)});else l()})(' +
    JSON.stringify(sources) +
    ')</script>'
  );
}

/** The page with its async chunk scripts loaded after the first paint; a page without them is returned as it is. */
export function deferScripts(html: string): string {
  const sources = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]!);
  if (sources.length === 0 || !html.includes('</body>')) return html;
  const body = html.replace(ASYNC_SCRIPT, '').replace(SCRIPT_PRELOAD, '');
  const end = body.lastIndexOf('</body>');
  return `${body.slice(0, end)}${loader(sources)}${body.slice(end)}`;
}
