/**
 * A guard in front of Payload's REST routes: its query parser throws (a 500)
 * on `?data=` that is not JSON and on `?where=` given as plain text, and an
 * id compared with something that is not a number reaches PostgreSQL as NaN
 * (another 500). Those requests get the product's 400 JSON naming the
 * parameter instead. Found by the fuzz test (tests/api/fuzz.test.ts).
 */
import { jsonError } from './errors'

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

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

export function guardRestQuery(handler: Handler): Handler {
  return (request, context) => {
    const problem = restQueryProblem(new URL(request.url).searchParams)
    return problem ? Promise.resolve(jsonError(400, 'invalid_input', 'The query string is not valid', [problem])) : handler(request, context)
  }
}
