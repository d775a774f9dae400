import { describe, expect, it } from 'vitest'

import { hashTarget, isSnapEnabled, scrollBehavior } from '@/lib/design/scrollSnap'

describe('isSnapEnabled', () => {
  it('is on with no range and in scope, off out of scope', () => {
    expect(isSnapEnabled({ scrollY: 500, inScope: true })).toBe(true)
    expect(isSnapEnabled({ scrollY: 500, inScope: false })).toBe(false)
    expect(isSnapEnabled({ scrollY: 500, disableFrom: 1000, disableUntil: 2000, inScope: false })).toBe(false)
  })
  it('is off from disableFrom (inclusive) until disableUntil (exclusive)', () => {
    const range = { disableFrom: 1000, disableUntil: 2000, inScope: true }
    expect(isSnapEnabled({ ...range, scrollY: 999 })).toBe(true)
    expect(isSnapEnabled({ ...range, scrollY: 1000 })).toBe(false)
    expect(isSnapEnabled({ ...range, scrollY: 1999 })).toBe(false)
    expect(isSnapEnabled({ ...range, scrollY: 2000 })).toBe(true)
  })
  it('treats a missing end as open-ended', () => {
    expect(isSnapEnabled({ scrollY: 5000, disableFrom: 1000, inScope: true })).toBe(false)
    expect(isSnapEnabled({ scrollY: 500, disableFrom: 1000, inScope: true })).toBe(true)
    expect(isSnapEnabled({ scrollY: 0, disableUntil: 300, inScope: true })).toBe(false)
    expect(isSnapEnabled({ scrollY: 300, disableUntil: 300, inScope: true })).toBe(true)
    expect(isSnapEnabled({ scrollY: 300, disableFrom: null, disableUntil: null, inScope: true })).toBe(true)
  })
  it('disables nothing for a reversed range or non-finite bounds', () => {
    expect(isSnapEnabled({ scrollY: 1500, disableFrom: 2000, disableUntil: 1000, inScope: true })).toBe(true)
    expect(isSnapEnabled({ scrollY: 1500, disableFrom: Number.NaN, disableUntil: Number.NaN, inScope: true })).toBe(true)
  })
})

describe('hashTarget', () => {
  it('strips the # and decodes', () => {
    expect(hashTarget('#pricing')).toBe('pricing')
    expect(hashTarget('pricing')).toBe('pricing')
    expect(hashTarget('#caf%C3%A9')).toBe('café')
    expect(hashTarget('#step-2_a:b.c')).toBe('step-2_a:b.c')
  })
  it('rejects empty hashes', () => {
    expect(hashTarget('')).toBeNull()
    expect(hashTarget('#')).toBeNull()
    expect(hashTarget(undefined)).toBeNull()
    expect(hashTarget(null)).toBeNull()
  })
  it('rejects malformed and unsafe ids', () => {
    expect(hashTarget('#%E0%A4%A')).toBeNull()
    expect(hashTarget('#a%20b')).toBeNull()
    expect(hashTarget('#%3Cscript%3E')).toBeNull()
    expect(hashTarget('#a"]')).toBeNull()
    expect(hashTarget('#a,b')).toBeNull()
    expect(hashTarget(`#${'a'.repeat(300)}`)).toBeNull()
  })
})

describe('scrollBehavior', () => {
  it('is smooth unless reduced motion is preferred', () => {
    expect(scrollBehavior(false)).toBe('smooth')
    expect(scrollBehavior(true)).toBe('auto')
  })
})
