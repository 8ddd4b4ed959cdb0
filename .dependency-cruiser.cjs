/**
 * The drawing of imports, checked by `npm run lint` (depcruise): no import circles, and imports
 * point down the layers of src and never back up. From the top:
 *
 *   app → components → features → server → ui → content → i18n → routes → lib → config
 *
 * (messages are the catalogues' data, read by i18n). Beside them, src/next-export holds the
 * build's patches of Next's exported pages: server uses it, and it imports nothing of src.
 * One set of imports runs back up: the composition root (src/server/compose.ts), where the features meet the infrastructure.
 * The CMS (cms/), the scripts and the tests stand above all of src; src never imports them.
 */
/** Tests sit beside what they test and may reach for anything (fixtures, other layers). */
const TESTS = '\\.test\\.tsx?$';
const layer = (name) => `^src/${name}(/|\\.|$)`;
const below = (...names) => names.map(layer).join('|');

/** Each layer, and what it may import from src besides itself. */
const layers = {
  components: below('features', 'server', 'ui', 'content', 'i18n', 'messages', 'routes', 'lib', 'config'),
  features: below('features', 'server', 'ui', 'content', 'i18n', 'messages', 'routes', 'lib', 'config'),
  server: below('next-export', 'ui', 'content', 'i18n', 'messages', 'routes', 'lib', 'config'),
  ui: below('content', 'i18n', 'messages', 'routes', 'lib', 'config'),
  content: below('i18n', 'messages', 'routes', 'lib', 'config'),
  i18n: below('messages', 'routes', 'lib', 'config'),
  routes: below('lib', 'config'),
  lib: below('config'),
  config: '^$',
  'next-export': '^$',
};

module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'An import circle: a change on either side needs the other.', from: {}, to: { circular: true } },
    {
      name: 'src-knows-no-cms-scripts-or-tests',
      severity: 'error',
      comment: 'The CMS joins the site through the content snapshot; scripts and tests use src, not the other way round.',
      from: { path: '^src/', pathNot: TESTS },
      to: { path: '^(cms|scripts|tests)/' },
    },
    ...Object.entries(layers).map(([name, allowed]) => ({
      name: `layer-${name}`,
      severity: 'error',
      comment: `src/${name} imports only the layers below it.`,
      from: { path: layer(name), pathNot: name === 'server' ? `${TESTS}|^src/server/compose\\.ts$` : TESTS },
      // The global stylesheet is the app's, which every root layout loads.
      to: { path: '^src/', pathNot: `${layer(name)}|${allowed}|^src/app/globals\\.css$` },
    })),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(\\.next|node_modules|migrations)/|importMap\\.js$' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    },
  },
};
