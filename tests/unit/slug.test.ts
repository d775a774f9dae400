import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { isValidSlug, slugify } from '@/lib/slug'

describe('slugify (the spec rule)', () => {
  it('turns accented letters into plain letters', () => {
    expect(slugify('Crème Brûlée Café')).toBe('creme-brulee-cafe')
    expect(slugify('São Paulo Señor Ångström')).toBe('sao-paulo-senor-angstrom')
  })
  it('turns the Latin letters Unicode does not decompose into plain letters too', () => {
    expect(slugify('Łódź')).toBe('lodz')
    expect(slugify('Ørsted Æble Œuvre')).toBe('orsted-aeble-oeuvre')
    expect(slugify('Straße STRAẞE')).toBe('strasse-strasse')
    expect(slugify('Đorđe Ðóra')).toBe('dorde-dora')
    expect(slugify('Þór þing')).toBe('thor-thing')
    expect(slugify('Kırıkkale İzmir')).toBe('kirikkale-izmir')
    expect(slugify('Ħamrun Ŧest Bakı Əli')).toBe('hamrun-test-baki-eli')
    expect(slugify('Ŋaŋ ĸa ƒ')).toBe('ngang-ka-f')
    expect(slugify('ł Ł ø Ø ß ẞ æ Æ œ Œ đ Đ ð Ð þ Þ ı')).toBe('l-l-o-o-ss-ss-ae-ae-oe-oe-d-d-d-d-th-th-i')
  })
  it('also handles a special letter that carries an accent, and compatibility forms', () => {
    expect(slugify('Ǿre')).toBe('ore')
    expect(slugify('ﬁnance ĳs')).toBe('finance-ijs')
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
  it('drops hyphens at either end, so a title always gives a valid slug', () => {
    expect(slugify('- Intro -')).toBe('intro')
    expect(slugify('“Quoted” —')).toBe('quoted')
  })
  it('validates slugs', () => {
    expect(isValidSlug('voice-api')).toBe(true)
    expect(isValidSlug('Voice API')).toBe(false)
    expect(isValidSlug('')).toBe(false)
    expect(isValidSlug('-x')).toBe(false)
  })
})

describe('slugify (properties)', () => {
  // Letters from the ranges editors type: ASCII, Latin-1, Latin Extended-A, and a few more special letters.
  const latinText = fc.string({
    unit: fc.oneof(
      fc.integer({ min: 0x20, max: 0x17f }).map((c) => String.fromCodePoint(c)),
      fc.constantFrom(...'ẞəƏǝƎƒǾǿ —–'),
    ),
  })

  it('only ever yields lower-case letters, digits and single inner hyphens', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (input) => {
        const slug = slugify(input)
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/)
      }),
    )
  })
  it('is idempotent, and its non-empty results are valid slugs', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (input) => {
        const slug = slugify(input)
        expect(slugify(slug)).toBe(slug)
        if (slug) expect(isValidSlug(slug)).toBe(true)
      }),
    )
  })
  it('keeps one plain letter or more for every Latin letter (nothing accented is lost)', () => {
    fc.assert(
      fc.property(latinText, (input) => {
        const letters = [...input].filter((c) => /\p{L}/u.test(c) && /\p{Script=Latin}/u.test(c))
        const kept = slugify(input).replace(/[^a-z]/g, '')
        expect(kept.length).toBeGreaterThanOrEqual(letters.length)
      }),
    )
  })
  it('on any ASCII input keeps every letter and digit in order, lower-cased, joined by single hyphens', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) }), (input) => {
        const slug = slugify(input)
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/)
        expect(slug.replace(/-/g, '')).toBe(input.replace(/[^A-Za-z0-9]/g, '').toLowerCase())
        expect(slugify(slug)).toBe(slug)
      }),
    )
  })
})
