/**
 * The layer rules of DESIGN.md, checked on resolved import paths. `npm run lint` runs them
 * through scripts/check-layers.mjs, which parses TypeScript with Babel (TypeScript 7 has no
 * JavaScript API for dependency-cruiser's own TypeScript reader) and keeps type-only imports.
 *
 *   demo/ → src/elements/ → src/ui/ → src/core/ → src/tenants/
 *   server/ → src/core/api/contract/ and src/tenants/ only
 */
const FRAMEWORK =
  '^node_modules/(react|react-dom|scheduler|@fluentui|@griffel|@r2wc|@tanstack/react-[^/]+|jotai/(esm/)?react)([/.]|$)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-is-framework-free',
      comment:
        'src/core and src/tenants are plain TypeScript, unit-tested in Node: no React, Fluent or element code.',
      severity: 'error',
      from: { path: '^src/(core|tenants)/' },
      to: { path: FRAMEWORK },
    },
    {
      name: 'core-below-ui',
      comment: 'src/core and src/tenants never reach up into the ui, the elements or the app.',
      severity: 'error',
      from: { path: '^src/(core|tenants)/' },
      to: { path: '^(src/ui|src/elements|demo)/' },
    },
    {
      name: 'tenants-below-core',
      comment: 'Tenant data is the bottom layer: it reads nothing of the core.',
      severity: 'error',
      from: { path: '^src/tenants/' },
      to: { path: '^src/core/' },
    },
    {
      name: 'ui-does-not-import-elements',
      comment: 'Elements wrap the ui, never the reverse.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^(src/elements|demo)/' },
    },
    {
      name: 'ui-reads-through-core-queries',
      comment:
        'The ui reads and writes server data through src/core/queries (key, fetch, staleness, the keys a write makes stale) and src/core/session: it calls no platform() and builds no query keys.',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: {
        path: '^src/core/(platform[.]ts|cache/index[.]ts|api/(client|admin|highlights|placements|publication|elements|identity|search|assets|playlists|playback)[.]ts)$',
      },
    },
    {
      name: 'elements-do-not-import-the-app',
      severity: 'error',
      from: { path: '^src/elements/' },
      to: { path: '^demo/' },
    },
    {
      name: 'server-imports-only-contract-and-tenants',
      comment:
        'The server shares the wire contract types, the tenant data and the readers of providers’ match files with the client, nothing else.',
      severity: 'error',
      // A test may compare the server's reading with the browser's (match-data/one-reader.test.ts).
      from: { path: '^server/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/', pathNot: '^src/(core/api/contract|tenants|core/domain/match-files)/' },
    },
    {
      name: 'operations-stay-on-the-server',
      comment:
        'Buckets, regions and folders a tenant delivers to are the server’s alone: no browser code may carry them.',
      severity: 'error',
      from: {
        path: '^(src|demo|stories)/',
        pathNot: '^src/tenants/(operations|config/config\\.test)\\.ts$',
      },
      to: { path: '^src/tenants/operations\\.ts$' },
    },
    {
      name: 'features-read-each-other-through-services',
      comment:
        'A server feature reads another feature’s data through that feature’s service, never its repository (its tables are its own).',
      severity: 'error',
      from: { path: '^server/([^/]+)/', pathNot: '[.]test[.]ts$' },
      to: { path: '^server/.+/repository[.]ts$', pathNot: '^server/($1|db)/' },
    },
    {
      name: 'product-does-not-import-the-server',
      severity: 'error',
      from: { path: '^(src|demo)/' },
      to: { path: '^server/' },
    },
    {
      name: 'no-circular',
      comment:
        'A cycle makes two modules one idea split across files. A chunk loaded on demand may name its loader.',
      severity: 'error',
      from: { path: '^(src|server|demo)/' },
      to: {
        circular: true,
        dependencyTypesNot: ['dynamic-import'],
        viaOnly: { dependencyTypesNot: ['dynamic-import'] },
      },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|storybook-static|data)/' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
