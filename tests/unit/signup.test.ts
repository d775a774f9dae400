import { describe, expect, it } from 'vitest'

import { DEFAULT_PROMO_CODE, normalizePromoCode, passwordProblems, portalHandoffUrl } from '@/lib/forms/signup'

describe('password rules', () => {
  it('names every rule a password breaks', () => {
    expect(passwordProblems('')).toEqual(['length', 'lower', 'upper', 'digit', 'symbol'])
    expect(passwordProblems('short1A!')).toEqual(['length'])
    expect(passwordProblems('alllowercase-and-long1')).toEqual(['upper'])
    expect(passwordProblems('Correct-Horse-9-Battery')).toEqual([])
  })

  it('refuses a password holding the e-mail’s name, and one longer than 128', () => {
    expect(passwordProblems('Ada.Lovelace-1842!', 'lovelace@example.com')).toEqual(['email'])
    expect(passwordProblems('Ab1!'.repeat(33))).toEqual(['length'])
  })
})

describe('promo codes', () => {
  it('defaults to WELCOME10, upper-cases what is typed, refuses malformed codes', () => {
    expect(DEFAULT_PROMO_CODE).toBe('WELCOME10')
    expect(normalizePromoCode('')).toBe('WELCOME10')
    expect(normalizePromoCode(undefined)).toBe('WELCOME10')
    expect(normalizePromoCode(' spring-25 ')).toBe('SPRING-25')
    expect(normalizePromoCode('no spaces')).toBeUndefined()
    expect(normalizePromoCode('<script>')).toBeUndefined()
  })
})

describe('the portal hand-off', () => {
  it('carries the e-mail and the promo code', () => {
    expect(portalHandoffUrl('https://portal.ostra.com', 'ada@example.com', 'WELCOME10')).toBe(
      'https://portal.ostra.com/sign-up/complete?email=ada%40example.com&promo=WELCOME10',
    )
  })
})
