/**
 * The scripts that load Payload's whole configuration outside Next (the jobs worker, migrate-and-seed)
 * run as one bundled ES module under plain `node`, not through tsx's module hooks: on Node 20 those hooks
 * run on a loader thread, and about one start in seven of a freshly killed worker's successor never
 * finished importing the config (no error, no CPU, 70 s and more). A bundle is also a faster start.
 *
 * The bundle holds this repository's TypeScript; packages stay in node_modules, imported by Node itself
 * (`nodeModules` below says how).
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Plugin } from 'esbuild'

/** The checkout (every script runs from it, as scripts/lib.ts assumes too). */
const root = process.cwd()
export const BUNDLE_DIR = path.join(root, 'dist')

/**
 * `payload.config.ts` finds the project (migrations, generated types, the import map) from its own
 * location; in the bundle that location is `dist/`, so its `import.meta.url` is rewritten to the source
 * file's own address, relative to the bundle, which keeps the checkout movable.
 */
const configLocation: Plugin = {
  name: 'payload-config-location',
  setup(build) {
    build.onLoad({ filter: /[\\/]payload\.config\.ts$/ }, (args) => {
      const source = fs.readFileSync(args.path, 'utf8')
      const relative = path.relative(BUNDLE_DIR, args.path).split(path.sep).join('/')
      return { contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`), loader: 'ts' }
    })
  },
}

const RESOLVING = Symbol('resolving')

/**
 * Packages stay external, imported by Node at run time, with two adjustments tsx used to make for us:
 * a subpath of a package without an `exports` map gets its file extension (`next/cache` → `next/cache.js`,
 * which Node's ES module resolution requires), and JSON data packages are bundled (Node 20 imports JSON
 * only with an import attribute).
 */
const nodeModules: Plugin = {
  name: 'node-modules',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === RESOLVING || args.path.startsWith('node:')) return undefined
      const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: RESOLVING })
      if (resolved.errors.length > 0) return undefined
      if (resolved.external) return { path: args.path, external: true }
      // Not a package (tsconfig paths such as `@/…`), or package data: bundled.
      if (!resolved.path.includes(`${path.sep}node_modules${path.sep}`) || resolved.path.endsWith('.json')) return undefined
      return { path: nodeSpecifier(args.path), external: true }
    })
  },
}

/** The specifier Node resolves to the same file: with the extension when the package has no `exports` map. */
function nodeSpecifier(specifier: string): string {
  const parts = specifier.split('/')
  const name = parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/')
  const subpath = specifier.slice(name.length + 1)
  if (!subpath || path.extname(subpath)) return specifier
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { exports?: unknown }
  return manifest.exports ? specifier : `${specifier}.js`
}

let bundlesInFlight = 0

/** Bundles `scripts/<name>.ts` into `dist/<name>.mjs` (a fraction of a second) and returns the bundle's path. */
export async function bundleScript(entry: string): Promise<string> {
  const outfile = path.join(BUNDLE_DIR, `${path.basename(entry, path.extname(entry))}.mjs`)
  // Imported when a script is bundled, not with this module, and its service process stopped after the last
  // bundle: the launcher that bundles the seed lives as long as the site, and the service held 80 MB beside it.
  const esbuild = await import('esbuild')
  bundlesInFlight++
  try {
    await esbuild.build({
      entryPoints: [path.resolve(root, entry)],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      tsconfig: path.join(root, 'tsconfig.json'),
      // Our CommonJS-style `require` calls, if any, keep working inside an ES module.
      banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
      plugins: [configLocation, nodeModules],
      logLevel: 'warning',
    })
  } finally {
    if (--bundlesInFlight === 0) await esbuild.stop()
  }
  return outfile
}

/**
 * Node's options for a bundled script. Lexical's Node entry points (`@lexical/*`, imported by Payload's rich-text
 * editor) load their real code through a top-level `await import()`; Node 20 evaluates such modules in a shared
 * graph wrongly: importing `payload` and then `@payloadcms/richtext-lexical` never settles (the process exits 13,
 * or hangs when a timer keeps it alive) — always under plain node, at random under tsx. This was the worker's
 * start-up stall. The `production` condition selects Lexical's plain production modules, which have no such await.
 */
export const BUNDLED_NODE_OPTIONS = ['--conditions=production']

/** The command that runs a bundled script with this Node: `node --conditions=production dist/<name>.mjs …args`. */
export async function bundledCommand(entry: string, args: string[] = []): Promise<string[]> {
  return [process.execPath, ...BUNDLED_NODE_OPTIONS, await bundleScript(entry), ...args]
}
