import { describe, expect, it } from 'vitest'

// Imported with the file, not inside a test: the module brings Payload's server code, seconds to load on a busy machine,
// which counted against the first test's time limit.
import { routedPath, signInAccount } from '@/api/signInLimit'
import { safeDecode } from '@/lib/decode'
import { decodeAssignments } from '@/lib/experiments/experiments'
import { documentPathOf } from '@/lib/pages/routing'
import { anonymousIdFromCookie } from '@/lib/tracking/events'

// Escapes decodeURIComponent throws on: an unfinished UTF-8 sequence, a lone surrogate, a cut-off escape.
const MALFORMED = ['%E0', '%ED%A0%80', 'abc%', '%G1']

describe('malformed percent-encodings from a client', () => {
  it('decode to nothing instead of throwing', () => {
    for (const value of MALFORMED) expect(safeDecode(value), value).toBeUndefined()
    expect(safeDecode('caf%C3%A9')).toBe('café')
  })
  it('in the anonymous-id cookie, give no id (the visitor gets a new one)', () => {
    for (const value of MALFORMED) expect(anonymousIdFromCookie(`ajs_anonymous_id=${value}`), value).toBeUndefined()
    expect(anonymousIdFromCookie('a=1; ajs_anonymous_id=%22abc-123%22')).toBe('abc-123')
  })
  it('in an experiment segment, assign nothing (the control shows)', () => {
    for (const value of MALFORMED) expect(decodeAssignments(value), value).toEqual({})
  })
  it('in a path, name no document', () => {
    for (const value of MALFORMED) expect(documentPathOf(`/products/${value}`), value).toBeUndefined()
  })
})

describe('routedPath (the sign-in limit’s view of a path)', () => {
  it('reads a path as Payload’s router does', () => {
    for (const path of ['/api/users/login', '/api/users/%6Cogin', '/api/users/LOGIN', '/api/users/%6c%6F%67%69%6E'])
      expect(routedPath(path), path).toBe('/api/users/login')
    expect(routedPath('/api/users/%E0')).toBe('/api/users/%e0')
  })
})

describe('signInAccount (whose sign-ins run one at a time)', () => {
  it('reads REST’s e-mail or username, lower-cased', () => {
    expect(signInAccount('{"email":" Jane@Example.com ","password":"x"}', false)).toBe('jane@example.com')
    expect(signInAccount('{"username":"Jane","password":"x"}', false)).toBe('jane')
    expect(signInAccount('not json', false)).toBeUndefined()
    expect(signInAccount('{"email":42}', false)).toBeUndefined()
    expect(signInAccount(undefined, false)).toBeUndefined()
  })
  it('reads GraphQL’s, from a variable or the query', () => {
    const variables = JSON.stringify({ query: 'mutation ($e: String!) { loginUser(email: $e, password: "x") { token } }', variables: { e: 'A@B.co' } })
    expect(signInAccount(variables, true)).toBe('a@b.co')
    const literal = JSON.stringify({ query: 'mutation { loginUser(email: "c@d.co", password: "x") { token } }' })
    expect(signInAccount(literal, true)).toBe('c@d.co')
    expect(signInAccount(JSON.stringify({ query: '{ Pages { docs { id } } }' }), true)).toBeUndefined()
  })
})
