/**
 * What Payload's REST routes would fail on with a 500 (src/api/restQueryGuard.ts refuses it first).
 *
 * The routes of a collection or global, matched as Payload matches them (its config's
 * endpoint list, first match wins), to find an id that cannot be one: every id here is a PostgreSQL
 * integer, and a word or a too-large number in its place reaches the database and answers 500.
 */
import { safeDecode } from '../decode'

export type RestEndpoint = { method: string; path: string }

const MAX_ID = 2_147_483_647
/** Parameters that hold a token, not a document id. */
const NOT_AN_ID = new Set(['/verify/:id'])

/** `:name` matches one segment, `:name?` one or none at the end; answers the parameters, or undefined. */
export function matchEndpoint(endpointPath: string, segments: readonly string[]): Record<string, string> | undefined {
  const parts = endpointPath.split('/').filter(Boolean)
  const params: Record<string, string> = {}
  for (let i = 0; i < Math.max(parts.length, segments.length); i++) {
    const part = parts[i]
    const segment = segments[i]
    if (part === undefined) return undefined
    if (part.startsWith(':')) {
      const optional = part.endsWith('?')
      if (segment === undefined) return optional && i === parts.length - 1 ? params : undefined
      params[part.slice(1, optional ? -1 : undefined)] = segment
    } else if (part !== segment) return undefined
  }
  return params
}

/**
 * Whether the collection named in `/api/{name}/…` is a property every object has (`constructor`,
 * `__proto__`, `toString`): Payload looks collections up in a plain object and crashes on those.
 */
export function namesObjectProperty(pathname: string): boolean {
  const name = pathname.split('/')[2]
  return name !== undefined && name in Object.prototype
}

export const isDocumentId = (value: string): boolean => /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID

/**
 * Whether the route Payload would pick for `method` and the path after the collection or global
 * (`/abc`, `/versions/9x`, still percent-encoded) takes an id that is not a whole number in PostgreSQL's
 * range. Each segment is decoded after the split, as Payload does: `a%2Fb` is one id, "a/b".
 */
export function hasImpossibleId(method: string, pathAfterEntity: string, endpoints: readonly RestEndpoint[]): boolean {
  const segments = pathAfterEntity
    .split('/')
    .filter(Boolean)
    .map((segment) => safeDecode(segment) ?? segment)
  const endpoint = endpoints.find((candidate) => candidate.method.toLowerCase() === method.toLowerCase() && matchEndpoint(candidate.path, segments))
  if (!endpoint || NOT_AN_ID.has(endpoint.path)) return false
  const id = matchEndpoint(endpoint.path, segments)?.id
  return id !== undefined && !isDocumentId(id)
}

/**
 * Whether the path after a collection (`versions/1`, `verify/abc`, still split in segments) asks for what the
 * collection does not have: Payload routes versions and verification for every collection and answered 500.
 */
export function unservedRoute(segments: readonly string[], features: { versions: boolean; verify: boolean }): boolean {
  if (segments[0] === 'versions') return !features.versions
  if (segments[0] === 'verify') return !features.verify
  return false
}

/**
 * Payload's query parser throws (a 500) on `?data=` that is not JSON and on `?where=` given as plain
 * text, and an id compared with something that is not a number reaches PostgreSQL as NaN.
 */
const ID_FILTER = /^where(\[[^\]]*\])*\[id\]\[(equals|not_equals|in|not_in|all|greater_than|greater_than_equal|less_than|less_than_equal)\](\[\d+\])?$/
/** Parameters Payload reads as one value; repeated, they reach SQL as a list. */
const SINGLE = ['limit', 'page', 'depth', 'sort', 'locale', 'fallback-locale', 'draft', 'pagination', 'trash'] as const
const COUNTS = new Set<string>(['limit', 'page', 'depth'])
const INTEGERS = /^-?\d{1,15}(,-?\d{1,15})*$/

export function restQueryProblem(search: URLSearchParams): { path: string; message: string } | null {
  const data = search.get('data')
  if (data !== null) {
    try {
      const parsed: unknown = JSON.parse(data)
      if (typeof parsed !== 'object' || parsed === null) return { path: 'data', message: 'must be a JSON object' }
    } catch {
      return { path: 'data', message: 'must be a JSON object' }
    }
  }
  // where[field][operator]=… is the only form; a bare ?where=… cannot be a query.
  if (search.has('where')) return { path: 'where', message: 'must be written as where[field][operator]=value' }
  for (const key of SINGLE) {
    const values = search.getAll(key)
    if (values.length > 1) return { path: key, message: 'must be given once' }
    if (values.length && COUNTS.has(key) && !/^\d{1,6}$/.test(values[0])) return { path: key, message: 'must be a whole number' }
  }
  for (const [key, value] of search) {
    // Every collection's id is an integer (PostgreSQL serial): where[…][id][in]=1,2 and the like.
    if (ID_FILTER.test(key) && !INTEGERS.test(value)) return { path: key, message: 'must be a whole number (or a comma-separated list of them)' }
  }
  return null
}
