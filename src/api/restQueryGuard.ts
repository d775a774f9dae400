/**
 * A guard in front of Payload's REST routes: its query parser throws (a 500)
 * on `?data=` that is not JSON and on `?where=` given as plain text, and an
 * id compared with something that is not a number reaches PostgreSQL as NaN
 * (another 500). Those requests get the product's 400 JSON naming the
 * parameter instead; an id that cannot be one (`/api/pages/abc`) gets 404.
 * Found by the fuzz tests (tests/api/fuzz*.test.ts).
 */
import config from '@payload-config'

import { safeDecode } from '@/lib/decode'
import { hasImpossibleId, namesObjectProperty, restQueryProblem, type RestEndpoint } from '@/lib/restRoutes'

import { jsonError } from './errors'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

type Routes = { collections: Map<string, RestEndpoint[]>; globals: Map<string, RestEndpoint[]> }
let routes: Promise<Routes> | undefined
/** Each collection's and global's REST endpoints, in the order Payload tries them. */
function restRoutes(): Promise<Routes> {
  routes ??= Promise.resolve(config).then((resolved) => {
    const list = (endpoints: unknown): RestEndpoint[] => (Array.isArray(endpoints) ? (endpoints as RestEndpoint[]) : [])
    return {
      collections: new Map(resolved.collections.map((collection) => [collection.slug, list(collection.endpoints)])),
      globals: new Map(resolved.globals.map((global) => [global.slug, list(global.endpoints)])),
    }
  })
  return routes
}

/** Whether the path names a document id that cannot exist (Payload would pass it to PostgreSQL). */
async function impossibleId(method: string, pathname: string): Promise<boolean> {
  const raw = pathname.split('/').filter(Boolean)
  const segments = raw.map((segment) => safeDecode(segment) ?? segment)
  if (segments[0] !== 'api' || segments.length < 3) return false
  const { collections, globals } = await restRoutes()
  const global = segments[1] === 'globals'
  const endpoints = global ? globals.get(segments[2]) : collections.get(segments[1])
  if (!endpoints) return false
  // Encoded still: an id holding an encoded slash is one segment, as Payload reads it.
  return hasImpossibleId(method, `/${raw.slice(global ? 3 : 2).join('/')}`, endpoints)
}

/** OPTIONS: Payload's lookup of the collection alone. */
export function guardRestPath(handler: Handler): Handler {
  return (request, context) => (namesObjectProperty(new URL(request.url).pathname) ? Promise.resolve(notFound()) : handler(request, context))
}

const notFound = () => jsonError(404, 'not_found', 'Nothing is at this address')

export function guardRestQuery(handler: Handler): Handler {
  return async (request, context) => {
    const url = new URL(request.url)
    if (namesObjectProperty(url.pathname)) return notFound()
    const problem = restQueryProblem(url.searchParams)
    if (problem) return jsonError(400, 'invalid_input', 'The query string is not valid', [problem])
    if (await impossibleId(request.method, url.pathname)) return jsonError(404, 'not_found', 'No document has this id')
    return handler(request, context)
  }
}
