/**
 * Build step for exported pages: their scripts load when the visitor first
 * shows intent (points, touches, types, focuses or scrolls with the wheel),
 * not while the page loads.
 *
 * Why: every content page reads and works as HTML. Its links are links, and
 * its menus are `<details>`. React's hydration of the whole document is the one
 * long task left on a phone (README.md here says what the step still gains on
 * the Next it was last measured on). Next puts every chunk in <head> as
 * `<script async>` plus a preload; this step replaces them with one inline
 * loader after the content (hashed for the CSP like every inline script).
 *
 * - Some pages load right after their first paint: a page that cannot be
 *   read without its scripts marks an element with `data-needs-scripts` (the
 *   search results are drawn in the browser); a page opened with a query
 *   string (a news category) reads it in the browser; and a form that keeps
 *   a draft in this tab names its sessionStorage key in `data-session-draft`
 *   (the report form), so a waiting draft opens at once.
 * - The page's React payload (Next inlines it as `self.__next_f.push` scripts,
 *   about half of a page's HTML) is parsed only when it is needed: when the
 *   exported `.txt` beside the page holds the same payload, the inline copies
 *   go and the loader fetches that file, while the chunks download, and hands
 *   it to Next before they run.
 * - Every click on a button, a choice or a label before hydration is held and
 *   repeated once the page has hydrated (NavigationProgress sets
 *   `data-hydrated`), in the visitor's order, each after React has committed
 *   the one before: a choice and then Start act as if pressed after the
 *   scripts came. A placeholder that the browser replaces by code of its own
 *   (the report form's first screen) is marked `data-hydrating`; a press on it
 *   waits until it is gone and goes to the control of the same `data-replay`
 *   name. A radio button there is checked at once, as the browser does, so
 *   the visitor sees her choice while the scripts come (a press on its label
 *   is heard again on the radio, and held once); anywhere else the press
 *   waits, as React would undo a state it did not set. A second press on the
 *   same control in a row is an impatient repeat and held once, except on a
 *   checkbox, where it unticks. If a chunk fails to load, the clicks are
 *   repeated for the browser's own handling. The page's root then says
 *   `data-scripts="ready"` (or "failed"), which the end-to-end tests wait for.
 */

const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
/** Next's preloads of the page's chunks and of the parts it loads later (either attribute order). */
const SCRIPT_PRELOAD = /<link rel="preload"(?=[^>]*\sas="script")[^>]*\/>/g;

/** Kept readable here; whitespace is collapsed when it is inlined. */
export const DEFERRED_LOADER = `
(function (sources, payload) {
  var root = document.documentElement, started = false, held = [];
  var intents = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'];
  var holdable = 'button,input[type=checkbox],input[type=radio],input[type=submit],label';
  function load() {
    if (started) return;
    started = true;
    intents.forEach(function (type) { removeEventListener(type, load, true); });
    if (!payload) return run();
    sources.forEach(function (source) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = source;
      document.head.appendChild(link);
    });
    fetch(payload).then(function (response) {
      if (!response.ok) throw new Error(response.statusText);
      return response.text();
    }).then(function (text) {
      (self.__next_f = self.__next_f || []).push([1, text]);
      run();
    }, fail);
  }
  function run() {
    sources.forEach(function (source) {
      var script = document.createElement('script');
      script.src = source;
      script.async = true;
      script.onerror = fail;
      document.head.appendChild(script);
    });
  }
  function fail() {
    release('failed');
  }
  function release(outcome) {
    document.removeEventListener('click', hold, true);
    var presses = held;
    held = [];
    (function next() {
      if (presses.length === 0) return root.setAttribute('data-scripts', outcome);
      var target = current(presses.shift());
      if (target) { target.focus(); target.click(); }
      setTimeout(next, 0);
    })();
  }
  function current(target) {
    if (target.isConnected) return target;
    var named = target.closest('[data-replay]');
    return named && document.querySelector('[data-replay="' + named.getAttribute('data-replay') + '"]');
  }
  function hold(event) {
    var target = event.target.closest && event.target.closest(holdable);
    load();
    if (!target) return;
    var control = target.control || target;
    if (control.type === 'radio' && control.closest('[data-hydrating]')) {
      if (control === target) held.push(target);
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held[held.length - 1] !== target || control.type === 'checkbox') held.push(target);
  }
  new MutationObserver(function (changes, observer) {
    if (!root.hasAttribute('data-hydrated') || document.querySelector('[data-hydrating]')) return;
    observer.disconnect();
    release('ready');
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'], childList: true, subtree: true });
  document.addEventListener('click', hold, true);
  function draftWaits() {
    var form = document.querySelector('[data-session-draft]');
    try {
      return Boolean(form && sessionStorage.getItem(form.getAttribute('data-session-draft')));
    } catch (error) {
      return false;
    }
  }
  function needed() {
    return Boolean(location.search || document.querySelector('[data-needs-scripts]') || draftWaits());
  }
  if (!needed()) {
    intents.forEach(function (type) { addEventListener(type, load, { capture: true, passive: true }); });
  } else if (document.visibilityState === 'visible') {
    requestAnimationFrame(function () { setTimeout(load, 0); });
  } else {
    load();
  }
})`.replace(/\s*\n\s*/g, '');

const PAYLOAD_SCRIPT = /<script>self\.__next_f\.push\((\[1,.*?\])\)<\/script>/gs;

/** The page's exported payload file, when it holds exactly what the page inlines. */
export interface PagePayload {
  url: string;
  text: string;
}

/** The loader: one inline script after the page's content. */
function loader(sources: string[], payloadUrl: string | null): string {
  return `<script data-deferred-chunks>${DEFERRED_LOADER}(${JSON.stringify(sources)},${JSON.stringify(payloadUrl)})</script>`;
}

/** The inline payload's text, joined as Next's client joins it. */
function inlinePayload(html: string): string {
  return [...html.matchAll(PAYLOAD_SCRIPT)].map((match) => (JSON.parse(match[1]!) as [1, string])[1]).join('');
}

/** The page with its chunk scripts (and, if `payload` matches, its inline payload) loaded on the visitor's first intent. */
export function deferScripts(html: string, payload?: PagePayload): string {
  const sources = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1]!);
  if (sources.length === 0 || !html.includes('</body>')) return html;
  const external = payload !== undefined && payload.text.length > 0 && inlinePayload(html) === payload.text;
  let body = html.replace(ASYNC_SCRIPT, '').replace(SCRIPT_PRELOAD, '');
  if (external) body = body.replace(PAYLOAD_SCRIPT, '');
  const end = body.lastIndexOf('</body>');
  return `${body.slice(0, end)}${loader(sources, external ? payload.url : null)}${body.slice(end)}`;
}
