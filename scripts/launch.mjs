/**
 * What `npm start`, `npm run dev` and the other database scripts run: scripts/run.ts, bundled by esbuild's
 * own binary into dist/launcher.mjs (a few tens of milliseconds) and imported here, in this one process.
 *
 * Why not `tsx scripts/run.ts`: the launcher lives as long as the site (it stops the embedded PostgreSQL
 * after it), and under tsx it was two Node processes (tsx's CLI and the script under its module hooks)
 * holding about 155 MB between them; a plain Node process holding the bundle holds about a third of that
 * (issue 29: the whole tree of `npm start` under 400 MB). The bundling runs as a child process, so
 * esbuild's JavaScript API never loads here either.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const root = process.cwd()
const bundle = path.join(root, 'dist', 'launcher.mjs')
// Written beside the bundle and renamed over it, so two launchers starting at once never import half a file.
const partial = path.join(root, 'dist', `.launcher-${process.pid}.mjs`)
const esbuild = createRequire(import.meta.url).resolve('esbuild/bin/esbuild')

const bundled = spawnSync(
  esbuild,
  [
    path.join(root, 'scripts', 'run.ts'),
    '--bundle',
    '--platform=node',
    '--format=esm',
    '--target=node20',
    // Packages stay in node_modules, imported by Node; only this repository's TypeScript is bundled.
    '--packages=external',
    `--tsconfig=${path.join(root, 'tsconfig.json')}`,
    `--outfile=${partial}`,
    '--log-level=warning',
  ],
  { stdio: 'inherit' },
)
if (bundled.status !== 0) {
  console.error(`[launch] bundling scripts/run.ts failed (${bundled.error?.message ?? `exit ${bundled.status}`})`)
  process.exit(1)
}
fs.renameSync(partial, bundle)
await import(pathToFileURL(bundle).href)
