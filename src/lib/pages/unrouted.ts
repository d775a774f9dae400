/**
 * What to answer for an address no pre-rendered page has (pure; the unrouted
 * handler applies it). Only such addresses get here — Next serves every
 * pre-rendered page from its cache without any code of ours — so this is where
 * managed redirects, other spellings of a published path, pages published
 * since the build, pages with running experiments and the 404 are decided.
 */
import { assignmentsFor, encodeAssignments, type RunningExperiment } from '../experiments'
import { findRedirect, type RedirectMap } from './redirects'
import { documentPathOf } from './routing'
import { NO_VARIANT, variantPath } from './variants'

export type UnroutedTables = {
  redirects: RedirectMap
  /** The path of every published document. */
  published: ReadonlySet<string>
  /** path → the running experiments on that page. */
  experiments: ReadonlyMap<string, readonly RunningExperiment[]>
}

export type UnroutedVerdict =
  | { kind: 'redirect'; location: string; status: number }
  /** Render the published document through its internal address; `variants` when it has running experiments. */
  | { kind: 'render'; path: string; internalPath: string; variants?: string }
  | { kind: 'not-found' }

/**
 * A managed redirect first (its query wins, else the visitor's is kept), then
 * another spelling of a published path (308), then the published document,
 * with the visitor's variants picked from their anonymous id, else 404.
 */
export function unroutedVerdict(pathname: string, search: string, tables: UnroutedTables, anonymousId: string): UnroutedVerdict {
  const rule = findRedirect(tables.redirects, pathname)
  if (rule) {
    const target = new URL(rule.to, 'http://site.invalid')
    const external = /^[a-z][a-z0-9+.-]*:/i.test(rule.to)
    const query = target.search || search
    return {
      kind: 'redirect',
      status: rule.status,
      location: external ? `${target.origin}${target.pathname}${query}${target.hash}` : `${target.pathname}${query}${target.hash}`,
    }
  }
  const path = documentPathOf(pathname)
  if (path === undefined || !tables.published.has(path)) return { kind: 'not-found' }
  if (path !== pathname) return { kind: 'redirect', status: 308, location: `${path}${search}` }
  const running = tables.experiments.get(path)
  if (running?.length) {
    const experiments = assignmentsFor(running, anonymousId)
    return { kind: 'render', path, internalPath: variantPath({ experiments }, path), variants: encodeAssignments(experiments) }
  }
  return { kind: 'render', path, internalPath: variantPath(NO_VARIANT, path) }
}

/** path → running experiments, from the running experiments and the pages using each. */
export function experimentsByPath(experiments: readonly { key: string; weights: number[]; paths: readonly string[] }[]): Map<string, RunningExperiment[]> {
  const byPath = new Map<string, RunningExperiment[]>()
  for (const { key, weights, paths } of experiments) {
    for (const path of paths) byPath.set(path, [...(byPath.get(path) ?? []), { key, weights }])
  }
  return byPath
}
