import { describe, expect, it } from 'vitest'

import { restQueryProblem } from '@/api/restQueryGuard'

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
