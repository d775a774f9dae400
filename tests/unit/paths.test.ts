import { describe, expect, it } from 'vitest'

import { whySlug } from '@/lib/design/brand'
import {
  expectedPath,
  collectionPath,
  isGenerated,
  isPageFamily,
  normalisePath,
  PAGE_FAMILIES,
  PAGE_FAMILY_NAMES,
  pagePath,
  pathFromSegments,
} from '@/lib/pages/paths'

describe('page families and paths', () => {
  it('places each family under its prefix', () => {
    expect(pagePath('products', 'voice-api')).toBe('/products/voice-api')
    expect(pagePath('solutions', 'healthcare')).toBe('/solutions/healthcare')
    expect(pagePath('pricing', 'messaging')).toBe('/pricing/messaging')
    expect(pagePath('compare', 'ostra-vs-twilio')).toBe('/compare/ostra-vs-twilio')
    expect(pagePath('landing', 'spring')).toBe('/lp/spring')
  })
  it('puts content pages at the top level and the home page at /', () => {
    expect(pagePath('content', 'our-network')).toBe('/our-network')
    expect(pagePath('content', 'home')).toBe('/')
  })
  it('places routed collections', () => {
    expect(collectionPath('customer-stories', 'acme')).toBe('/customer-stories/acme')
    expect(collectionPath('release-notes', 'v2')).toBe('/release-notes/v2')
    expect(collectionPath('legal-pages', 'privacy-policy')).toBe('/privacy-policy')
  })
  it('skips the IoT data plans page in pricing generation only', () => {
    expect(isGenerated('pricing', 'iot-data-plans')).toBe(false)
    expect(isGenerated('pricing', 'messaging')).toBe(true)
    expect(isGenerated('products', 'iot-data-plans')).toBe(true)
  })
  it('gives every family a distinct prefix', () => {
    const prefixes = PAGE_FAMILY_NAMES.map((f) => PAGE_FAMILIES[f].prefix)
    expect(new Set(prefixes).size).toBe(prefixes.length)
  })
  it('recognises family names', () => {
    expect(isPageFamily('products')).toBe(true)
    expect(isPageFamily('toString')).toBe(false)
    expect(isPageFamily(undefined)).toBe(false)
  })
  it('normalises requested paths', () => {
    expect(normalisePath('/Products//Voice-API/?x=1#top')).toBe('/products/voice-api')
    expect(normalisePath('')).toBe('/')
    expect(normalisePath('/a/../b')).toBeUndefined()
    expect(pathFromSegments(['why-ostra'])).toBe('/why-ostra')
    expect(pathFromSegments(undefined)).toBe('/')
  })
  it('names the why-choose-us page after the brand', () => {
    expect(whySlug('Ostra')).toBe('why-ostra')
    expect(whySlug('Télé Net')).toBe('why-tele-net')
  })
})

describe('expectedPath (the address shown before a save)', () => {
  it('makes the slug from the title when none is typed, as the save will', () => {
    expect(expectedPath('pages', { title: 'Spring Launch: Łódź édition', family: 'content' })).toBe('/spring-launch-lodz-edition')
    expect(expectedPath('pages', { title: 'Spring Launch', slug: 'Spring 2027', family: 'pricing' })).toBe('/pricing/spring-2027')
  })
  it('puts a page with no family yet at the top level, and the home slug at /', () => {
    expect(expectedPath('pages', { title: 'About us' })).toBe('/about-us')
    expect(expectedPath('pages', { slug: 'home', family: 'content' })).toBe('/')
  })
  it('uses the collection prefix for the other routed collections', () => {
    expect(expectedPath('customer-stories', { title: 'Acme Health' })).toBe(collectionPath('customer-stories', 'acme-health'))
  })
  it('has nothing to show without a slug or title, or for a collection without addresses', () => {
    expect(expectedPath('pages', { title: '  ', slug: '' })).toBeUndefined()
    expect(expectedPath('media', { title: 'Logo' })).toBeUndefined()
  })
})
