/**
 * Import-cycle check (`npm run lint` runs it after eslint). Type-only imports count too
 * (tsPreCompilationDeps): a circle of types still ties the modules' meaning together.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules import each other in a circle: move the shared part (often a type) into a leaf both can import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'config-is-a-leaf',
      severity: 'error',
      comment: 'src/lib/config/ parses the environment and imports nothing of the app: the app depends on it, never the other way.',
      from: { path: '^src/lib/config/' },
      to: { path: '^src/', pathNot: '^src/lib/config/' },
    },
    {
      name: 'lib-does-not-reach-up',
      severity: 'error',
      comment:
        'src/lib is the product logic: endpoints, routes, components, blocks, collections and globals depend on it, never the other way. Move what both need into src/lib.',
      from: { path: '^src/lib/' },
      to: { path: '^src/(api|app|components|blocks|collections|globals)/' },
    },
    {
      name: 'lib-is-handed-payload',
      severity: 'error',
      comment:
        "A module of src/lib takes the Payload instance it is handed (src/siteData.ts hands in the site's; an endpoint its request's) instead of loading the Payload config itself.",
      from: { path: '^src/lib/' },
      to: { path: ['^payload\\.config\\.ts$', '^src/siteData\\.ts$'] },
    },
    {
      name: 'domain-faces',
      severity: 'error',
      comment:
        "A domain of src/lib is reached from another through its faces: index.ts (its rules, lists and types: pure, safe in the browser) and data.ts (its reads and writes: Payload, SQL, the server's configuration). Its other modules are its own business: export what is needed from a face.",
      from: { path: '^src/lib/([^/]+)/' },
      to: { path: '^src/lib/[^/]+/', pathNot: ['^src/lib/$1/', '^src/lib/[^/]+/(index|data)\\.ts$'] },
    },
    {
      name: 'app-uses-domain-faces',
      severity: 'error',
      comment:
        'Routes, endpoints, blocks, components, collections and the seed reach a domain of src/lib through its index.ts or data.ts, never one of its modules (tests may: they test the modules).',
      from: { path: '^src/(?!lib/)' },
      to: { path: '^src/lib/[^/]+/', pathNot: '^src/lib/[^/]+/(index|data)\\.ts$' },
    },
    {
      name: 'browser-skips-data',
      severity: 'error',
      comment:
        "A client island (*.client.tsx) never imports a domain's data.ts: it talks to Payload, SQL or the server's configuration, which the browser has none of.",
      from: { path: '\\.client\\.tsx?$' },
      to: { path: '^src/lib/[^/]+/data\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^node_modules', '^\\.next', '^\\.data', '^src/payload-types\\.ts$', '^src/payload-generated-schema\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
}
