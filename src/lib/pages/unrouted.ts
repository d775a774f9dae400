/**
 * What to answer for an address no pre-rendered page has (pure; the unrouted
 * handler applies it). Only such addresses get here — Next serves every
 * pre-rendered page from its cache without any code of ours — so this is where
 * managed redirects, other spellings of a published path, pages published
 * since the build and the 404 are decided.
 */
import { findRedirect, type RedirectMap } from './redirects'
import { documentPathOf } from './routing'
import { NO_VARIANT, variantPath } from './variants'

export type UnroutedTables = {
  redirects: RedirectMap
  /** The path of every published document. */
  published: ReadonlySet<string>
}

export type UnroutedVerdict =
  | { kind: 'redirect'; location: string; status: number }
  /** Render the published document through its internal address. */
  | { kind: 'render'; path: string; internalPath: string }
  | { kind: 'not-found' }

/**
 * A managed redirect first (its query wins, else the visitor's is kept), then
 * another spelling of a published path (308), then the published document
 * (its experiments' variants are the visitor's browser's to pick: lib/experiments/chooser.ts), else 404.
 */
export function unroutedVerdict(pathname: string, search: string, tables: UnroutedTables): UnroutedVerdict {
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
  return { kind: 'render', path, internalPath: variantPath(NO_VARIANT, path) }
}
