/**
 * Property-based fuzzing of whole requests over HTTP (issue 15): generated paths (every kind of
 * route, with percent-encodings valid and not, dot segments, long and odd segments), query strings,
 * methods, headers and cookies the app or Next reads, and bodies. No answer may be a 5xx, none may
 * hang, and the server logs no unhandled rejection. fuzz.test.ts covers the bodies of the product's
 * endpoints; this covers everything in front of them.
 *
 * Requests are sampled from a seed (helpers' fuzzSeed; printed on failure: FUZZ_SEED=… reproduces the run) and sent a few
 * at a time, so 5 000 of them take about a minute.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { fuzzSeed } from './helpers'
import { send, unhandled, type RawRequest } from './rawRequest'

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 5000)
const CONCURRENCY = 6
const SEED = fuzzSeed()

/** Where requests start: a page of every family, the internal routes, Payload's, Next's, the files. */
const ROUTES = [
  '/',
  '/products/voice-api',
  '/pricing',
  '/pricing/messaging',
  '/contact-us',
  '/sign-up',
  '/resources',
  '/resources/articles',
  '/customer-stories',
  '/release-notes',
  '/careers',
  '/global-coverage',
  '/styleguide',
  '/solutions/healthcare',
  '/use-cases',
  '/x',
  '/x/a.1',
  '/x/p2',
  '/x/en-gb~p99999/resources',
  '/l',
  '/l/de',
  '/l/de/products/voice-api',
  '/paged/resources',
  '/preview',
  '/preview/exit',
  '/og',
  '/lp',
  '/compare',
  '/templates',
  '/api',
  '/api/pages',
  '/api/pages/1',
  '/api/users',
  '/api/users/me',
  '/api/users/login',
  '/api/users/logout',
  '/api/users/refresh-token',
  '/api/graphql',
  '/api/graphql-playground',
  '/api/media/file',
  '/api/globals/header',
  '/api/payload-preferences',
  '/api/forms',
  '/api/s/t',
  '/api/revalidate',
  '/api/preview',
  '/admin',
  '/admin/login',
  '/admin/collections/pages',
  '/_next/image',
  '/_next/static',
  '/_next/data',
  '/sitemap.xml',
  '/robots.txt',
  '/favicon.ico',
  '/icon',
  '/assets',
  '/.well-known/security.txt',
]
const ODD_SEGMENTS = [
  '%E0',
  '%',
  '%%',
  '%%20',
  '%2F',
  '%2f..%2f',
  '%00',
  '%0A',
  '%25E0',
  '..',
  '.',
  '%2e%2e',
  '~',
  '%C0%AE',
  '%FF%FE',
  '%u0041',
  '[id]',
  '(frontend)',
  '__proto__',
  'constructor',
  'a.1',
  'x.json',
  'index.html',
  '.env',
  'a'.repeat(300),
  '%E2%82%AC',
  '%F0%9F%98%80',
  'ü',
  '😀',
  'page.tsx',
  'route',
  '_rsc',
  '%3Cscript%3E',
  "'",
  '"',
  ';',
  ',',
  '+',
  '@',
  '$',
  '&',
  '=',
  'null',
  'undefined',
  '-1',
  '1e309',
  'NaN',
]
/** Characters a request line may carry as they are; anything else is percent-encoded (a raw % stays, valid or not). */
const encodeSegment = (segment: string) => segment.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@%]/gu, (char) => encodeURIComponent(char))

const segment = fc.oneof(fc.constantFrom(...ODD_SEGMENTS), fc.string({ maxLength: 20 }), fc.string({ unit: 'grapheme', maxLength: 8 }), fc.webSegment())
const pathArb = fc
  .tuple(fc.constantFrom(...ROUTES), fc.array(segment, { maxLength: 3 }), fc.boolean())
  .map(([route, extra, slash]) => [route.replace(/\/$/, ''), ...extra.map(encodeSegment)].join('/') + (slash ? '/' : '') || '/')

const QUERY_KEYS = [
  'page',
  'locale',
  'draft',
  'q',
  'category',
  'title',
  'url',
  'w',
  'secret',
  'slug',
  'collection',
  'path',
  'depth',
  'limit',
  'where[slug][equals]',
  'where[id][in]',
  'sort',
  'data',
  '_rsc',
  'utm_source',
  'redirect',
  'token',
  'id',
]
const queryValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '',
    '%E0',
    '%',
    '-1',
    '0',
    '1e309',
    'NaN',
    'de',
    'xx',
    'true',
    '{"a":1}',
    '[]',
    'a,b',
    '%2F..%2F',
    'https://evil.invalid/',
    '//evil.invalid',
    'x'.repeat(2000),
  ),
)
const queryArb = fc
  .array(fc.tuple(fc.constantFrom(...QUERY_KEYS), queryValue), { maxLength: 4 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeSegment(v)}`).join('&')}` : ''))

const METHODS = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'PURGE']

/** Header values: printable text (what an HTTP parser lets through), and values that once broke apps. */
const headerText = fc.oneof(
  fc.string({ maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
  fc.constantFrom(
    '',
    ' ',
    '%E0',
    '%',
    '{',
    '[]',
    'null',
    'undefined',
    '0',
    '-1',
    'x'.repeat(4000),
    '../../etc/passwd',
    'evil.invalid',
    'de-DE,de;q=0.9,*;q=0.1',
    '*/*',
    'gzip, br',
    'text/x-component',
    '1',
  ),
)
const COOKIE_NAMES = [
  'ajs_anonymous_id',
  'ajs_user_id',
  'payload-token',
  '__prerender_bypass',
  '__next_preview_data',
  'NEXT_LOCALE',
  'ostra-consent',
  'consent',
  'gbuuid',
  'x',
]
const cookieArb = fc
  .array(fc.tuple(fc.constantFrom(...COOKIE_NAMES), fc.oneof(headerText, fc.uuid())), { minLength: 1, maxLength: 4 })
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value.replace(/[;,]/g, '')}`).join('; '))
const HEADER_NAMES = [
  'accept',
  'accept-language',
  'accept-encoding',
  'content-type',
  'range',
  'if-none-match',
  'if-modified-since',
  'referer',
  'user-agent',
  'authorization',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'forwarded',
  'origin',
  'host',
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'next-action',
  'x-middleware-prefetch',
  'x-middleware-subrequest',
  'x-nextjs-data',
  'x-now-route-matches',
  'x-prerender-revalidate',
  'x-invoke-path',
  'purpose',
  'sec-purpose',
  'sec-ch-prefers-color-scheme',
  'sec-fetch-dest',
  'sec-fetch-mode',
  'x-http-method-override',
  'content-encoding',
  'transfer-encoding-x',
]
const headersArb = fc.record(
  { named: fc.dictionary(fc.constantFrom(...HEADER_NAMES), headerText, { maxKeys: 5 }), cookie: fc.option(cookieArb, { nil: undefined }) },
  { requiredKeys: ['named'] },
)
const bodyArb = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 200 }),
  fc.json({ maxDepth: 2 }),
  fc.constantFrom('{', '\u0000', '{"email":"a@b.c","password":"x"}', '{"query":"{ __schema { types { name } } }"}'),
)

const requestArb: fc.Arbitrary<RawRequest> = fc
  .record({ method: fc.constantFrom(...METHODS), path: pathArb, query: queryArb, headers: headersArb, body: bodyArb })
  .map(({ method, path, query, headers, body }) => ({
    method,
    path: `${path}${query}`,
    headers: { ...headers.named, ...(headers.cookie ? { cookie: headers.cookie } : {}) },
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
  }))

describe('fuzzing whole requests: paths, queries, methods, headers, cookies, bodies', () => {
  it(`never answers 5xx or hangs (${REQUESTS} generated requests, seed ${SEED})`, { timeout: 900_000 }, async () => {
    const requests = fc.sample(requestArb, { numRuns: REQUESTS, seed: SEED })
    const before = unhandled()
    const failures: string[] = []
    let sent = 0
    let next = 0
    const worker = async () => {
      while (next < requests.length && failures.length < 10) {
        const request = requests[next++]
        const result = await send(request)
        if ('error' in result || result.status >= 500) {
          failures.push(
            `${request.method} ${request.path} ${JSON.stringify(request.headers).slice(0, 600)} body=${JSON.stringify(request.body)?.slice(0, 100)} → ${'error' in result ? result.error : `${result.status} ${result.text.slice(0, 300)}`}`,
          )
        } else if (result.status > 0) sent++
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    expect(failures, `FUZZ_SEED=${SEED}\n${failures.join('\n')}`).toEqual([])
    // Almost every generated request must reach the server: a generator the client refuses tests nothing.
    expect(sent).toBeGreaterThan(REQUESTS * 0.9)
    expect(unhandled()).toBe(before)
  })
})
