import { describe, expect, it } from 'vitest'

import { cookieValue, rawCookie } from '@/lib/cookies'

describe('reading one cookie from a Cookie header', () => {
  it('takes the first cookie of that exact name, decoded', () => {
    const header = 'xajs=1; ajs=%22a%20b%22; ajs=second; other=x=y'
    expect(cookieValue(header, 'ajs')).toBe('"a b"')
    expect(rawCookie(header, 'ajs')).toBe('%22a%20b%22')
    expect(cookieValue(header, 'other')).toBe('x=y')
    expect(cookieValue(header, 'missing')).toBeUndefined()
    expect(cookieValue(undefined, 'ajs')).toBeUndefined()
  })
  it('answers undefined for a malformed encoding, never throws', () => {
    expect(cookieValue('ajs=%E0', 'ajs')).toBeUndefined()
    expect(rawCookie('ajs=%E0', 'ajs')).toBe('%E0')
  })
})
