/**
 * After `next build`: marks the scripts a public page runs as it starts with V8's explicit compile
 * hint, `//# allFunctionsCalledOnLoad` (Chrome 136 and later; other browsers read a comment).
 *
 * V8 compiles a function when it is first called. Next's chunks wrap every module in a function, so
 * a page's start-up compiled about 460 KB of framework code on the main thread, inside the task that
 * runs the entry: the longest task of every page (about 55 ms on a phone, Lighthouse's "total
 * blocking time"). With the hint, the browser compiles the whole chunk while downloading it, on its
 * streaming thread. Measured in Chromium at 4× CPU slowdown on the home page: script evaluation after
 * the first paint 272 → 111 ms, blocking time 273 → 98 ms (docs/performance.md, "How a cached page goes out").
 *
 * Which scripts: every chunk a framework entry, a pre-rendered page's script tags or a public route's
 * `next/dynamic` islands name. The admin's own chunks are left alone: compiled eagerly, megabytes of
 * code the admin never calls would be compiled too.
 */
import fs from 'node:fs'
import path from 'node:path'

import { chunkScripts } from '../page-cache-handler.mjs'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The public site's folder of route outputs; `(payload)` beside it is the admin's. */
const PUBLIC_ROUTES = path.join('server', 'app', '(frontend)')

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(keep)
    .map((name) => path.join(dir, name))
}

/** The chunks (paths under .next, e.g. `static/chunks/0th….js`) that public pages run as they start. */
export function startupChunks(nextDir: string): string[] {
  const chunks = new Set<string>()
  const manifest = JSON.parse(fs.readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles?: string[] }
  for (const file of manifest.rootMainFiles ?? []) chunks.add(file)
  // Pre-rendered pages are written beside the route folders, e.g. server/app/pricing/messaging.html.
  for (const page of filesUnder(path.join(nextDir, 'server', 'app'), (name) => name.endsWith('.html'))) {
    for (const src of chunkScripts(fs.readFileSync(page, 'utf8'))) chunks.add(src.replace(/^\/_next\//, ''))
  }
  for (const loadable of filesUnder(path.join(nextDir, PUBLIC_ROUTES), (name) => name.endsWith('react-loadable-manifest.json'))) {
    const islands = JSON.parse(fs.readFileSync(loadable, 'utf8')) as Record<string, { files?: string[] }>
    for (const island of Object.values(islands)) for (const file of island.files ?? []) if (file.endsWith('.js')) chunks.add(file)
  }
  return [...chunks].filter((file) => file.startsWith('static/') && !file.includes('..')).sort()
}

/** Prepends the hint to each start-up chunk once; returns how many chunks carry it. */
export function addCompileHints(nextDir: string): number {
  let hinted = 0
  for (const chunk of startupChunks(nextDir)) {
    const file = path.join(nextDir, chunk)
    if (!fs.existsSync(file)) continue
    const source = fs.readFileSync(file, 'utf8')
    if (!source.startsWith(COMPILE_HINT)) fs.writeFileSync(file, COMPILE_HINT + source)
    hinted++
  }
  return hinted
}
