/**
 * A guard in front of Payload's REST routes: its query parser throws (a 500)
 * on `?data=` that is not JSON and on `?where=` given as plain text, and an
 * id compared with something that is not a number reaches PostgreSQL as NaN
 * (another 500). Those requests get the product's 400 JSON naming the
 * parameter instead; an id that cannot be one (`/api/pages/abc`) gets 404.
 * Found by the fuzz tests (tests/api/fuzz*.test.ts).
 */
import config from '@payload-config'
import type { FlattenedField, SanitizedCollectionConfig } from 'payload'
import { parse } from 'qs-esm'

import { safeDecode } from '@/lib/decode'
import {
  hasImpossibleId,
  namesObjectProperty,
  restQueryProblem,
  unservedRoute,
  type RestEndpoint,
  whereProblem,
  type QueryField,
  type QueryFieldKind,
} from '@/lib/requests'

import { jsonError } from './errors'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

type Routes = {
  collections: Map<string, RestEndpoint[]>
  globals: Map<string, RestEndpoint[]>
  /** What each collection serves beyond its documents: versions, and e-mail verification. */
  features: Map<string, { versions: boolean; verify: boolean }>
  /** Each collection's queryable fields (restWhere.ts). */
  fields: Map<string, QueryField[]>
}

const KINDS: Partial<Record<FlattenedField['type'], QueryFieldKind>> = {
  number: 'number',
  text: 'text',
  textarea: 'text',
  email: 'text',
  code: 'text',
  select: 'select',
  radio: 'select',
  date: 'date',
  checkbox: 'checkbox',
  relationship: 'relationship',
  upload: 'relationship',
  json: 'json',
  richText: 'json',
  // Blocks are stored as JSON (payload.config blocksAsJSON).
  blocks: 'json',
  point: 'point',
  group: 'group',
  tab: 'group',
  array: 'array',
}

/** Payload's field as restWhere reads it. */
function queryField(field: FlattenedField): QueryField {
  const kind = KINDS[field.type] ?? 'other'
  const options =
    'options' in field && Array.isArray(field.options) ? field.options.map((option) => (typeof option === 'string' ? option : option.value)) : undefined
  const relationTo = 'relationTo' in field && typeof field.relationTo === 'string' ? field.relationTo : undefined
  if ('relationTo' in field && Array.isArray(field.relationTo)) return { name: field.name, kind: 'polymorphic', options: field.relationTo }
  const fields = 'flattenedFields' in field && Array.isArray(field.flattenedFields) ? field.flattenedFields.map(queryField) : undefined
  const hasMany = 'hasMany' in field && field.hasMany === true
  return {
    name: field.name,
    kind,
    ...(hasMany ? { hasMany } : {}),
    ...(options ? { options } : {}),
    ...(relationTo ? { relationTo } : {}),
    ...(fields ? { fields } : {}),
  }
}

/** A collection's queryable fields, its id (a PostgreSQL integer) included. */
function collectionQueryFields(collection: SanitizedCollectionConfig): QueryField[] {
  const fields = collection.flattenedFields.map(queryField)
  return fields.some((field) => field.name === 'id') ? fields : [{ name: 'id', kind: 'number' }, ...fields]
}
let routes: Promise<Routes> | undefined
/** Each collection's and global's REST endpoints, in the order Payload tries them. */
function restRoutes(): Promise<Routes> {
  routes ??= Promise.resolve(config).then((resolved) => {
    const list = (endpoints: unknown): RestEndpoint[] => (Array.isArray(endpoints) ? (endpoints as RestEndpoint[]) : [])
    return {
      collections: new Map(resolved.collections.map((collection) => [collection.slug, list(collection.endpoints)])),
      globals: new Map(resolved.globals.map((global) => [global.slug, list(global.endpoints)])),
      features: new Map(
        resolved.collections.map((collection) => [collection.slug, { versions: Boolean(collection.versions), verify: Boolean(collection.auth?.verify) }]),
      ),
      fields: new Map(resolved.collections.map((collection) => [collection.slug, collectionQueryFields(collection)])),
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

/**
 * Whether the path asks a collection for something it does not serve: versions of a collection without them,
 * e-mail verification where there is none (Payload routes both and answered 500).
 */
async function unserved(pathname: string): Promise<boolean> {
  const segments = pathname.split('/').filter(Boolean)
  if (segments[0] !== 'api' || segments[1] === 'globals' || segments.length < 3) return false
  const features = (await restRoutes()).features.get(safeDecode(segments[1]) ?? segments[1])
  return features !== undefined && unservedRoute(segments.slice(2), features)
}

/** The problem with the `where` of a query on a collection, as Payload's parser reads the query string. */
async function whereQueryProblem(url: URL) {
  if (!url.search.includes('where')) return null
  const collection = safeDecode(url.pathname.split('/')[2] ?? '')
  const { fields } = await restRoutes()
  const collectionFields = collection ? fields.get(collection) : undefined
  if (!collectionFields) return null
  // Payload's own options (payload/dist/utilities/createPayloadRequest.js).
  const query = parse(url.search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true }) as { where?: unknown }
  return whereProblem(query.where, collectionFields, (slug) => fields.get(slug))
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
    const problem = restQueryProblem(url.searchParams) ?? (await whereQueryProblem(url))
    if (problem) return jsonError(400, 'invalid_input', 'The query string is not valid', [problem])
    if (await impossibleId(request.method, url.pathname)) return jsonError(404, 'not_found', 'No document has this id')
    if (await unserved(url.pathname)) return notFound()
    // Payload 3.90's delete-by-key of a preference builds SQL PostgreSQL refuses (a join alias it never defines): a 500
    // for any key. The admin never calls it (it writes preferences, it does not delete them).
    if (request.method === 'DELETE' && url.pathname.startsWith('/api/payload-preferences/')) {
      return jsonError(405, 'method_not_allowed', 'Preferences are replaced, not deleted', undefined, { Allow: 'GET, POST' })
    }
    const response = await handler(request, context)
    // Payload's answer to a path no endpoint serves is 501 naming the address as the server saw it.
    return response.status === 501 ? notFound() : response
  }
}
