import { describe, expect, it } from 'vitest'

import { isValidSlug, slugify } from '@/lib/slug'

describe('slugify (the spec rule)', () => {
  it('turns accented letters into plain letters', () => {
    expect(slugify('Crème Brûlée Café')).toBe('creme-brulee-cafe')
    expect(slugify('São Paulo Señor Ångström')).toBe('sao-paulo-senor-angstrom')
  })
  it('drops other characters but keeps hyphens and turns spaces into hyphens', () => {
    expect(slugify('Voice AI: agents & more!')).toBe('voice-ai-agents-more')
    expect(slugify('10DLC registration')).toBe('10dlc-registration')
    expect(slugify('pre-built flows')).toBe('pre-built-flows')
  })
  it('lower-cases the result', () => {
    expect(slugify('SIP Trunks')).toBe('sip-trunks')
  })
  it('trims and never doubles hyphens', () => {
    expect(slugify('  Why  Ostra  ')).toBe('why-ostra')
    expect(slugify('a -- b')).toBe('a-b')
  })
  it('validates slugs', () => {
    expect(isValidSlug('voice-api')).toBe(true)
    expect(isValidSlug('Voice API')).toBe(false)
    expect(isValidSlug('')).toBe(false)
    expect(isValidSlug('-x')).toBe(false)
  })
})
