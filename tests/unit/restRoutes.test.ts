import { describe, expect, it } from 'vitest'

import { hasImpossibleId, namesObjectProperty, restQueryProblem } from '@/lib/requests/restRoutes'

describe('the guard in front of Payload’s REST routes', () => {
  it('names ?data= that is not a JSON object and a bare ?where=', () => {
    const problem = (q: string) => restQueryProblem(new URLSearchParams(q))?.path ?? null
    expect(problem('data=x')).toBe('data')
    expect(problem('data=%25%2520')).toBe('data')
    expect(problem('data=42')).toBe('data')
    expect(problem('data=%7B%22a%22%3A1%7D')).toBeNull()
    expect(problem('where=abc')).toBe('where')
    expect(problem('where[title][equals]=Voice&depth=0')).toBeNull()
    expect(problem('')).toBeNull()
    expect(problem('where[id][in]=')).toBe('where[id][in]')
    expect(problem('where[or][0][id][equals]=abc')).toBe('where[or][0][id][equals]')
    expect(problem('where[id][in]=1,2,3&where[id][not_equals]=-4')).toBeNull()
    expect(problem('where[id][in][0]=7')).toBeNull()
    expect(problem('limit=&limit=')).toBe('limit')
    expect(problem('page=abc')).toBe('page')
    expect(problem('depth=1&limit=10&page=2&sort=-publishedAt')).toBeNull()
    // Other fields are Payload's to read.
    expect(problem('where[title][equals]=abc')).toBeNull()
  })
})

describe('hasImpossibleId', () => {
  // The order Payload's sanitized config lists a collection's endpoints in (an auth collection's first).
  const endpoints = [
    { method: 'post', path: '/login' },
    { method: 'post', path: '/verify/:id' },
    { method: 'get', path: '/count' },
    { method: 'post', path: '/access/:id?' },
    { method: 'get', path: '/versions' },
    { method: 'get', path: '/' },
    { method: 'get', path: '/:id' },
    { method: 'get', path: '/versions/:id' },
    { method: 'patch', path: '/:id' },
  ]
  it('finds a word, a fraction or a number past PostgreSQL’s integers where Payload takes an id', () => {
    for (const path of ['/abc', '/1.5', '/0', '/-1', '/99999999999', '/2147483648', '/versions/abc'])
      expect(hasImpossibleId('GET', path, endpoints), path).toBe(true)
    expect(hasImpossibleId('PATCH', '/abc', endpoints)).toBe(true)
    // An encoded slash stays inside its segment (Payload reads "a/b" as one id), found by the request fuzz.
    for (const path of ['/a%2Fb', '/1%2F2', '/xaVS%2F%23%23W', '/versions/1%2F2']) expect(hasImpossibleId('GET', path, endpoints), path).toBe(true)
  })
  it('leaves real ids, named routes, tokens and routes it does not know to Payload', () => {
    for (const path of ['/1', '/2147483647', '/count', '/versions', '/', '/versions/12']) expect(hasImpossibleId('GET', path, endpoints), path).toBe(false)
    expect(hasImpossibleId('POST', '/verify/some-token', endpoints)).toBe(false)
    expect(hasImpossibleId('POST', '/access', endpoints)).toBe(false)
    expect(hasImpossibleId('DELETE', '/abc', endpoints)).toBe(false)
    expect(hasImpossibleId('GET', '/a/b/c', endpoints)).toBe(false)
  })
})

describe('namesObjectProperty', () => {
  it('finds the names every object has in the collection’s place, and only there', () => {
    for (const path of ['/api/constructor', '/api/__proto__/x', '/api/toString/1', '/api/hasOwnProperty']) expect(namesObjectProperty(path), path).toBe(true)
    for (const path of ['/api/pages', '/api/pages/constructor', '/api', '/api/globals/header']) expect(namesObjectProperty(path), path).toBe(false)
  })
})

describe('unservedRoute', () => {
  it('names versions of a collection without them and verification where there is none (Payload answered 500)', async () => {
    const { unservedRoute } = await import('@/lib/requests/restRoutes')
    const plain = { versions: false, verify: false }
    expect(unservedRoute(['versions', '1'], plain)).toBe(true)
    expect(unservedRoute(['versions'], plain)).toBe(true)
    expect(unservedRoute(['verify', 'abc'], plain)).toBe(true)
    expect(unservedRoute(['versions', '1'], { versions: true, verify: false })).toBe(false)
    expect(unservedRoute(['verify', 'abc'], { versions: false, verify: true })).toBe(false)
    expect(unservedRoute(['1'], plain)).toBe(false)
  })
})
