/**
 * The families of hostile requests an outside tester sent (issue 29), generated over what this site serves
 * rather than from a fixed list: REST where/sort/select/depth for every collection × field × operator ×
 * awkward value (anonymous and signed in), GraphQL bodies and documents, every method (TRACE and `OPTIONS *`
 * too) on every kind of route, absolute-form targets, every route file's path with an encoded letter, Range
 * headers on files, and non-GET under /_next/. At least 10 000 per run, sampled from the commit's seed
 * (FUZZ_SEED reproduces a run). No answer may be a 5xx, none may hang, and the server logs no unhandled error.
 * The status histogram is printed.
 */
import fs from 'node:fs'
import path from 'node:path'

import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'

import { WHERE_OPERATORS } from '@/lib/requests/restWhere'
import { DEFAULT_ADMIN } from '@/seed'

import { BASE_URL, fuzzSeed, localApi, signIn } from './helpers'
import { send, unhandled, type RawRequest } from './rawRequest'

const SEED = fuzzSeed()
const CONCURRENCY = 6
const host = new URL(BASE_URL).host

/** Values that each break some column type: words, numbers out of range, dates, lists, nesting, encodings. */
const AWKWARD_VALUES = [
  'abc',
  '1',
  '-1',
  '1.5',
  '99999999999999999999',
  '',
  'null',
  'true',
  '2026-01-01',
  'not-a-date',
  '%25',
  '1,2',
  'a,b',
  '%00',
  '%E0%80',
  '%C3%A9',
  'x'.repeat(3000),
  '[object Object]',
  "'; drop table pages; --",
]
/** A value as a request line may carry it: characters outside the URL's own set percent-encoded, `%` left as written. */
const asQueryValue = (value: string) => value.replace(/[^A-Za-z0-9\-._~!$'()*+,;:@%/?]/gu, (char) => encodeURIComponent(char))
/** Ways a value is written: plain, nested one more level, a list, an empty list. */
const SHAPES: ((key: string, value: string) => string)[] = [
  (key, value) => `${key}=${asQueryValue(value)}`,
  (key, value) => `${key}[a]=${asQueryValue(value)}`,
  (key, value) => `${key}[0]=${asQueryValue(value)}&${key}[1]=2`,
  (key) => `${key}[]=`,
]
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'PURGE', 'MKCOL', 'LOCK']

type Field = { path: string; type: string }

/** Every field path of a collection a query could name: top level, inside groups and arrays, one step into JSON. */
function fieldPaths(fields: readonly { name: string; type: string; flattenedFields?: unknown }[], prefix = ''): Field[] {
  return fields.flatMap((field) => {
    const here = `${prefix}${field.name}`
    const inner = Array.isArray(field.flattenedFields) ? fieldPaths(field.flattenedFields as typeof fields, `${here}.`) : []
    const json = field.type === 'json' || field.type === 'blocks' || field.type === 'richText' ? [{ path: `${here}.blockType`, type: 'json-path' }] : []
    return [{ path: here, type: field.type }, ...inner, ...json]
  })
}

/** Every route file's static path (src/app/(frontend) folders and the metadata routes), for the encoded-letter family. */
function routeFilePaths(): string[] {
  const root = path.resolve('src/app/(frontend)')
  const paths = ['/robots.txt', '/sitemap.xml', '/api/graphql', '/api/pages', '/admin', '/admin/login']
  const walk = (folder: string, at: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isDirectory() || /^[[(_]/.test(entry.name)) continue
      const next = `${at}/${entry.name}`
      paths.push(next)
      walk(path.join(folder, entry.name), next)
    }
  }
  walk(root, '')
  return paths
}

/** Each letter of a path written as its percent-encoding, one at a time, in either case. */
function encodedLetters(route: string): string[] {
  return [...route].flatMap((char, i) =>
    /[a-z.]/i.test(char)
      ? [
          `${route.slice(0, i)}%${char.charCodeAt(0).toString(16)}${route.slice(i + 1)}`,
          `${route.slice(0, i)}%${char.charCodeAt(0).toString(16).toUpperCase()}${route.slice(i + 1)}`,
        ]
      : [],
  )
}

const GRAPHQL_BODIES = [
  'not json',
  '',
  '[]',
  '{"query":1}',
  '{"query":"{"}',
  '{"query":"query { ...A } fragment A on Query { ...A }"}',
  '{"query":"query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }"}',
  '{"query":"{ Pages { docs { title } } }","variables":"x"}',
  '{"query":"{ Pages(where: { id: { equals: \\"abc\\" } }) { docs { title } } }"}',
  '{"query":"{ Pages(where: { createdAt: { like: \\"%\\" } }) { docs { title } } }"}',
  '{"query":"{ Pages(where: { family: { equals: products } }) { docs { title } } }"}',
  '{"query":"{ Pages(limit: -1) { docs { title } } }"}',
  '{"query":"{ Pages(page: 99999999999) { docs { title } } }"}',
  '{"query":"mutation { a: loginUser(email: \\"x@y.co\\", password: \\"p\\") { token } b: loginUser(email: \\"x@y.co\\", password: \\"p\\") { token } }"}',
  '{"query":"mutation { \\u006coginUser(email: \\"x@y.co\\", password: \\"p\\") { token } }"}',
  '{"query":"{ __schema { types { name fields { name } } } }"}',
  `{"query":"{ ${'a { '.repeat(200)}${'} '.repeat(200)}"}`,
  '{"query":"query($id: Int!) { Page(id: $id) { title } }","variables":{"id":"abc"}}',
  '{"query":"query($id: Int!) { Page(id: $id) { title } }","variables":{"id":99999999999}}',
  '{"query":"{ Page(id: 1) { title } }","operationName":"Nope"}',
]
const RANGES = [
  'bytes=5-1',
  'bytes=a-b',
  'bytes=-',
  'bytes=99999999-',
  'bytes=-99999999',
  'bytes=0-1,5-1',
  'bytes=0-0,-1',
  'items=0-1',
  'bytes=0-',
  'bytes=-5',
  'bytes=0-1,2-3',
  'bytes=' + '0-1,'.repeat(200),
]

let editorCookie = ''
let requests: RawRequest[] = []

beforeAll(async () => {
  const payload = await localApi()
  // The seeded administrator; a production server (the bench's memory mix, bench/memoryMix.ts) has its own password.
  editorCookie = await signIn(process.env.PAYLOAD_ADMIN_EMAIL ?? DEFAULT_ADMIN.email, process.env.PAYLOAD_ADMIN_PASSWORD ?? DEFAULT_ADMIN.password)
  const rng = fc.sample(fc.integer({ min: 0, max: 2 ** 31 - 1 }), { numRuns: 1, seed: SEED })[0]
  // A small seeded generator: which combinations a run sends changes with the commit.
  let state = rng || 1
  const random = () => (state = (state * 48271) % 2147483647) / 2147483647
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]

  const list: RawRequest[] = []
  // Signed in for reads only: an editor's DELETE or PATCH with a where would really delete or change seeded rows that
  // later tests read. A visitor's writes are refused before anything changes.
  const anonymousOrEditor = (method = 'GET'): Record<string, string> => (method === 'GET' && random() < 0.15 ? { cookie: editorCookie } : {})

  // REST queries: every collection × field × operator, each with a few awkward values and shapes.
  for (const collection of payload.config.collections) {
    const fields = [{ path: 'id', type: 'number' }, ...fieldPaths(collection.flattenedFields)]
    for (const field of fields) {
      for (const operator of WHERE_OPERATORS) {
        for (let i = 0; i < 2; i++) {
          const key = `where[${field.path}][${operator}]`
          list.push({ method: 'GET', path: `/api/${collection.slug}?${pick(SHAPES)(key, pick(AWKWARD_VALUES))}`, headers: anonymousOrEditor() })
        }
      }
      list.push({ method: 'GET', path: `/api/${collection.slug}?sort=${pick(['', '-'])}${field.path}`, headers: anonymousOrEditor() })
      list.push({ method: 'GET', path: `/api/${collection.slug}?select[${field.path}]=${pick(['true', 'false', 'x', ''])}`, headers: anonymousOrEditor() })
      list.push({
        method: 'GET',
        path: `/api/${collection.slug}?where[or][0][${field.path}][${pick(WHERE_OPERATORS)}]=${asQueryValue(pick(AWKWARD_VALUES))}&where[and][1][id][equals]=${asQueryValue(pick(AWKWARD_VALUES))}`,
        headers: anonymousOrEditor(),
      })
    }
    for (const query of [
      'depth=-1',
      'depth=99',
      'depth=abc',
      'limit=-1',
      'limit=999999',
      'page=0',
      'page=-3',
      'sort=',
      'sort=,,',
      'select=x',
      'populate[x]=1',
      'joins[x]=y',
      'draft=maybe',
      'locale=xx',
      'trash=1',
    ])
      list.push({ method: 'GET', path: `/api/${collection.slug}?${query}`, headers: anonymousOrEditor() })
    for (const tail of ['/versions/1', '/versions/abc', '/verify/abc', '/unlock', '/count', '/1', '/abc', '/99999999999', '/access/1', '/init', '/me'])
      for (const method of ['GET', 'POST', 'PATCH', 'DELETE'])
        list.push({
          method,
          path: `/api/${collection.slug}${tail}`,
          headers: { 'content-type': 'application/json', ...anonymousOrEditor(method) },
          body: method === 'GET' ? undefined : '{}',
        })
  }
  for (const global of payload.config.globals)
    for (const tail of ['', '/versions/1', '/versions/abc', '/access'])
      for (const method of ['GET', 'POST'])
        list.push({
          method,
          path: `/api/globals/${global.slug}${tail}`,
          headers: { 'content-type': 'application/json' },
          body: method === 'POST' ? '{}' : undefined,
        })

  // GraphQL: bodies and documents.
  for (const body of GRAPHQL_BODIES)
    for (const type of ['application/json', 'text/plain', 'application/graphql'])
      list.push({ method: 'POST', path: '/api/graphql', headers: { 'content-type': type, ...anonymousOrEditor() }, body })

  // Every method on every kind of route, and the request targets that are not paths.
  const routes = routeFilePaths()
  const kinds = [
    ...routes,
    '/',
    '/products/voice-api',
    '/no-such-page',
    '/api/pages/1',
    '/api/sign-up',
    '/api/s/t',
    '/favicon.ico',
    '/_next/image?url=%2Ffavicon.ico&w=64&q=75',
    '/_next/static/chunks/x.js',
  ]
  for (const route of kinds)
    for (const method of METHODS)
      list.push({
        method,
        path: route,
        headers: method === 'GET' || method === 'HEAD' ? {} : { 'content-type': 'application/json' },
        body: method === 'GET' || method === 'HEAD' ? undefined : '{}',
      })
  for (const method of METHODS) list.push({ method, path: '*', headers: {} })
  for (const route of ['/pricing', '/', '/api/pages', '/admin'])
    for (const authority of [
      'http://evil.example',
      `http://${host}`,
      'https://evil.example:443',
      'http://user:pass@evil.example',
      `http://${host}.evil.example`,
    ])
      for (const method of ['GET', 'POST', 'OPTIONS']) list.push({ method, path: `${authority}${route}`, headers: {} })
  for (const target of ['pricing', '//evil.example/x', '/\\evil.example', 'http:/x', 'mailto:a@b.c', '%2F'])
    list.push({ method: 'GET', path: target, headers: {} })

  // Encoded letters in every route file's path (with and without a query and a trailing slash).
  for (const route of routes)
    for (const encoded of encodedLetters(route))
      list.push({ method: pick(['GET', 'HEAD', 'POST']), path: `${encoded}${pick(['', '/', '?locale=en-GB', '?page=2'])}`, headers: {} })

  // Ranges on files, pages and the API.
  for (const target of ['/favicon.ico', '/robots.txt', '/assets/fonts/Geist-Latin-Variable.woff2', '/', '/api/pages', '/no-such-file.png'])
    for (const range of RANGES) list.push({ method: pick(['GET', 'HEAD']), path: target, headers: { range } })

  // Anything but GET and HEAD under /_next/, with and without a server action's header.
  for (const target of ['/_next/static/chunks/x.js', '/_next/image', '/_next/data/x.json', '/_next/foo', '/_next/'])
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])
      for (const headers of [{}, { 'next-action': 'abc', 'content-type': 'text/plain' }, { 'content-type': 'multipart/form-data; boundary=x' }] as Record<
        string,
        string
      >[])
        list.push({ method, path: target, headers, body: '[]' })

  // Visitors' writes from other sites and in other body types.
  for (const endpoint of ['/api/release-notes-subscription', '/api/forms', '/api/s/t', '/api/sign-up', '/api/report-abuse'])
    for (const headers of [
      { origin: 'https://evil.example', 'content-type': 'application/json' },
      { origin: 'null', 'content-type': 'application/json' },
      { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      { 'content-type': 'text/plain' },
      { 'content-type': 'application/x-www-form-urlencoded' },
    ] as Record<string, string>[])
      list.push({ method: 'POST', path: endpoint, headers, body: '{"email":"a@example.com"}' })

  // Topped up to 10 000 with further random REST queries over the same matrix.
  const collections = payload.config.collections.map((collection) => ({
    slug: collection.slug,
    fields: [{ path: 'id', type: 'number' }, ...fieldPaths(collection.flattenedFields)],
  }))
  while (list.length < 10_000) {
    const collection = pick(collections)
    const field = pick(collection.fields)
    const method = pick(['GET', 'GET', 'DELETE', 'PATCH'])
    list.push({
      method,
      path: `/api/${collection.slug}?${pick(SHAPES)(`where[${field.path}][${pick(WHERE_OPERATORS)}]`, pick(AWKWARD_VALUES))}`,
      headers: anonymousOrEditor(method),
    })
  }
  requests = list
}, 120_000)

describe('hostile requests, every family the outside tester sent (issue 29)', () => {
  it(`never answers 5xx or hangs (seed ${SEED})`, { timeout: 1_200_000 }, async () => {
    expect(requests.length).toBeGreaterThanOrEqual(10_000)
    const before = unhandled()
    const histogram = new Map<number, number>()
    const failures: string[] = []
    let next = 0
    const worker = async () => {
      while (next < requests.length && failures.length < 20) {
        const request = requests[next++]
        const result = await send(request)
        const status = 'error' in result ? -1 : result.status
        histogram.set(status, (histogram.get(status) ?? 0) + 1)
        if ('error' in result || result.status >= 500)
          failures.push(
            `${request.method} ${request.path.slice(0, 300)} ${JSON.stringify(request.headers).slice(0, 200)} → ${'error' in result ? result.error : `${result.status} ${result.text.slice(0, 200)}`}`,
          )
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    console.log(
      `[hostile] ${requests.length} requests, seed ${SEED}: ${[...histogram]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ')}`,
    )
    expect(failures, `FUZZ_SEED=${SEED}\n${failures.join('\n')}`).toEqual([])
    // The client refused none of them (status 0): every request reached the server.
    expect(histogram.get(0) ?? 0).toBe(0)
    expect(unhandled()).toBe(before)
  })
})
