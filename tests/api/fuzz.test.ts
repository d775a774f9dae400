/**
 * Property-based fuzzing of every product endpoint over HTTP: generated JSON
 * bodies (with the field names the endpoints know, and any others), raw
 * non-JSON bodies, query strings and path parameters. No answer may be a 5xx,
 * every answer is JSON, and the server logs no unhandled rejection.
 */
import fs from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { productEndpoints } from '@/api/endpoint'

import { BASE_URL, fuzzSeed, nextClient } from './helpers'

/** Per commit (helpers' fuzzSeed); each endpoint draws from its own offset. fast-check prints the seed of a failure. */
const SEED = fuzzSeed()

const SERVER_LOG = path.resolve('test-results/server.log')
const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 100)

/** Field names the endpoints read (and a few they do not), so generated bodies reach past "unknown shape". */
const FIELDS = [
  'email',
  'name',
  'firstName',
  'lastName',
  'phone',
  'country',
  'company',
  'website',
  'agent',
  'captchaToken',
  'token',
  'password',
  'promoCode',
  'terms',
  'number',
  'domain',
  'form',
  'fields',
  'message',
  'resource',
  'category',
  'q',
  'page',
  'limit',
  'type',
  'areaCode',
  'contains',
  'features',
  'product',
  'volume',
  'direction',
  'messageType',
  'senderType',
  'devices',
  'dataMb',
  'countries',
  'path',
  'title',
  'acceptedCookies',
  'campaign',
  'clientAnonymousId',
  'data',
  'options',
  'traits',
  'userId',
  'id',
  'markdown',
  'paths',
  'tags',
  'everything',
  'collection',
  '__proto__',
  'constructor',
]

const scalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.emailAddress(),
  fc.constantFrom(
    '',
    ' ',
    'US',
    'gb',
    'XX',
    '+14155552671',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '\u0000',
    'x'.repeat(5000),
    '9'.repeat(400),
  ),
)
const value = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...FIELDS), tie('value'), { maxKeys: 4 }),
  ),
})).value
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 10 }).map((o) => JSON.stringify(o)),
  value.map((v) => JSON.stringify(v) ?? 'null'),
  fc.constantFrom('', '{', '{"email":', 'null', '[]', 'true', '"text"', '{"a":1}garbage', '\u0000\u0001'),
  fc.string({ maxLength: 200 }),
)
const query = fc.dictionary(
  fc.constantFrom(...FIELDS),
  fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String), fc.constantFrom('', '-1', '0', '1e309', 'NaN', 'US', 'a,b,,c', '%', '%%20')),
  { maxKeys: 6 },
)
const param = fc.oneof(fc.string({ minLength: 1, maxLength: 30 }), fc.constantFrom('1', '0', '-1', '99999999999999999999', 'call-1', '..', '%2F'))

type Target = { method: 'get' | 'post' | 'put' | 'patch' | 'delete'; path: string }

async function targets(): Promise<Target[]> {
  return productEndpoints(await config).filter((t): t is Target => ['get', 'post', 'put', 'patch', 'delete'].includes(t.method))
}

function fill(template: string, params: string[]): string {
  let i = 0
  return template.replace(/:[A-Za-z]+/g, () => encodeURIComponent(params[i++ % params.length] ?? 'x'))
}

const unhandled = () =>
  fs.existsSync(SERVER_LOG) ? (fs.readFileSync(SERVER_LOG, 'utf8').match(/unhandledRejection|Unhandled Rejection|uncaughtException/gi) ?? []).length : 0

describe('fuzzing every product endpoint', () => {
  it('never answers 5xx or non-JSON, whatever the body, query or path', { timeout: 600_000 }, async () => {
    const list = await targets()
    expect(list.length).toBeGreaterThan(20)
    const before = unhandled()
    let requests = 0
    for (const [index, target] of list.entries()) {
      await fc.assert(
        fc.asyncProperty(body, query, fc.array(param, { minLength: 1, maxLength: 2 }), async (raw, search, params) => {
          const url = `${BASE_URL}${fill(target.path, params)}?${new URLSearchParams(search)}`
          const response = await fetch(url, {
            method: target.method.toUpperCase(),
            // A fresh client address each time: rate limits must not hide the validation behind 429s.
            headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
            body: target.method === 'get' || target.method === 'delete' ? undefined : raw,
            redirect: 'manual',
          })
          requests++
          const text = await response.text()
          if (response.status >= 500) throw new Error(`${target.method.toUpperCase()} ${url} answered ${response.status}: ${text.slice(0, 300)}`)
          // A redirect (a generated `..` leaves the endpoint's path) is the router's answer, not the endpoint's.
          if (text && response.status !== 204 && (response.status < 300 || response.status >= 400)) {
            expect(() => JSON.parse(text), `${target.method.toUpperCase()} ${url} answered non-JSON: ${text.slice(0, 200)}`).not.toThrow()
          }
        }),
        { numRuns: RUNS_PER_ENDPOINT, endOnFailure: true, seed: SEED + index },
      )
    }
    expect(requests).toBeGreaterThanOrEqual(list.length * RUNS_PER_ENDPOINT)
    expect(unhandled()).toBe(before)
  })
})
