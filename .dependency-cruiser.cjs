/**
 * The drawing of imports, checked by `npm run lint` (depcruise): no import circles, the two apps
 * stand on the packages and never on each other, and inside packages/ imports point down the
 * layers and never back up. From the top:
 *
 *   apps/site (app → components → server)      apps/cms (Payload, the back office)
 *                         \                      /
 *   packages: features → platform → ui → content → i18n → routes → lib → config
 *
 * (messages are the catalogues' data, read by i18n; next-export holds the build's patches of
 * Next's exported pages, used by platform, and imports nothing). apps/site/server is the
 * composition root: the one place where the features meet the infrastructure. One import runs
 * across the apps, and only that way: the CMS's draft preview renders the site's own page
 * components (apps/cms/app/(preview)), so an editor sees the page as it will be.
 * scripts/ and tests/ stand above everything; nothing imports them.
 *
 * packages/sections holds one folder per page-section type and straddles two layers: its React
 * (each Component.tsx, the component registry components.ts and shared/view.ts) sits above the
 * features (sections-view); the rest (schema.ts, labels.ts, thumbnail.ts, the registries
 * schemas.ts and admin.ts) is framework-free content (sections-content), which the page schema
 * and the CMS read.
 */
/** Tests sit beside what they test and may reach for anything (fixtures, other layers). */
const TESTS = '\\.test\\.tsx?$';
const SECTIONS_VIEW = '^packages/sections/(.+\\.tsx|components\\.ts|shared/view\\.ts)$';
const SECTIONS_CONTENT = `^packages/sections/(?!(.+\\.tsx|components\\.ts|shared/view\\.ts)$)`;
const layer = (name) => (name === 'sections-view' ? SECTIONS_VIEW : name === 'sections-content' ? SECTIONS_CONTENT : `^packages/${name}(/|\\.|$)`);
const below = (...names) => names.map(layer).join('|');

/** Each package, and which other packages it may import. */
const layers = {
  'sections-view': below('features', 'platform', 'ui', 'sections-content', 'content', 'i18n', 'messages', 'routes', 'lib', 'config'),
  features: below('features', 'platform', 'ui', 'sections-content', 'content', 'i18n', 'messages', 'routes', 'lib', 'config'),
  platform: below('next-export', 'ui', 'sections-content', 'content', 'i18n', 'messages', 'routes', 'lib', 'config'),
  ui: below('sections-content', 'content', 'i18n', 'messages', 'routes', 'lib', 'config'),
  'sections-content': below('content', 'i18n', 'messages', 'routes', 'lib', 'config'),
  content: below('sections-content', 'i18n', 'messages', 'routes', 'lib', 'config'),
  i18n: below('messages', 'routes', 'lib', 'config'),
  routes: below('lib', 'config'),
  lib: below('config'),
  config: '^$',
  messages: '^$',
  'next-export': '^$',
};

module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'An import circle: a change on either side needs the other.', from: {}, to: { circular: true } },
    {
      name: 'packages-know-no-apps-scripts-or-tests',
      severity: 'error',
      comment: 'The packages serve both apps: they import neither, nor the scripts or the tests.',
      from: { path: '^packages/', pathNot: TESTS },
      to: { path: '^(apps|scripts|tests)/' },
    },
    {
      name: 'site-knows-no-cms',
      severity: 'error',
      comment: 'The public site meets the CMS only through the content snapshot in the database.',
      from: { path: '^apps/site/' },
      to: { path: '^apps/cms/' },
    },
    {
      name: 'cms-knows-only-the-site-pages-it-previews',
      severity: 'error',
      comment: "Only the draft preview renders the site's pages (its components and their stylesheet).",
      from: { path: '^apps/cms/', pathNot: '^apps/cms/app/\\(preview\\)/' },
      to: { path: '^apps/site/' },
    },
    {
      name: 'site-components-below-pages',
      severity: 'error',
      comment: 'apps/site/components renders what the pages (apps/site/app) route to; it imports no page and no server.',
      from: { path: '^apps/site/components/', pathNot: TESTS },
      to: { path: '^apps/site/(app|server)/', pathNot: '^apps/site/app/globals\\.css$' },
    },
    {
      name: 'site-pages-serve-nothing',
      severity: 'error',
      comment: 'The pages are exported to static files: they import no server code.',
      from: { path: '^apps/site/app/', pathNot: TESTS },
      to: { path: '^(apps/site/server|packages/platform)/' },
    },
    ...Object.entries(layers).map(([name, allowed]) => ({
      name: `layer-${name}`,
      severity: 'error',
      comment: `${name.startsWith('sections-') ? `packages/sections (${name})` : `packages/${name}`} imports only the packages below it.`,
      from: { path: layer(name), pathNot: TESTS },
      to: { path: '^packages/', pathNot: `${layer(name)}|${allowed}` },
    })),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(\\.next|out|node_modules|migrations)/|importMap\\.js$' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    },
  },
};
