import { describe, expect, it } from 'vitest'

import { doubledWord, labelFromSlug, linksToPage, withoutSuffix, withSuffix } from '@/lib/pages/copy'
import { buildCustomerStories, buildPages, buildReleaseNotes } from '@/seed/build'

describe('copy rules', () => {
  it('adds a family suffix once', () => {
    expect(withSuffix('Messaging Pricing', 'pricing')).toBe('Messaging Pricing')
    expect(withSuffix('Messaging', 'pricing')).toBe('Messaging pricing')
    expect(withSuffix('Repricing', 'pricing')).toBe('Repricing pricing')
    expect(withoutSuffix('Messaging Pricing', 'pricing')).toBe('Messaging')
  })
  it('labels slugs, keeping product spellings and text that is already a label', () => {
    expect(labelFromSlug('voice-ai-agents')).toBe('Voice AI Agents')
    expect(labelFromSlug('sms-api')).toBe('SMS API')
    expect(labelFromSlug('iot-sim-card')).toBe('IoT SIM Card')
    expect(labelFromSlug('number-lookup')).toBe('Number Lookup')
    expect(labelFromSlug('Voice API')).toBe('Voice API')
  })
  it('finds a word written twice in a row', () => {
    expect(doubledWord('Messaging Pricing pricing')).toBe('Pricing')
    expect(doubledWord('the the end')).toBe('the')
    expect(doubledWord('Bora Bora is far')).toBe('Bora')
    expect(doubledWord('Messaging pricing')).toBeUndefined()
    expect(doubledWord('pricing, pricing')).toBeUndefined()
  })
  it('knows a button to the page it sits on', () => {
    expect(linksToPage('/contact-us', '/contact-us')).toBe(true)
    expect(linksToPage('/Contact-Us/', '/contact-us')).toBe(true)
    expect(linksToPage('/contact-us?topic=sales', '/contact-us')).toBe(true)
    expect(linksToPage('#roles', '/careers')).toBe(false)
    expect(linksToPage('/sign-up', '/contact-us')).toBe(false)
    expect(linksToPage('https://example.com/contact-us', '/contact-us')).toBe(false)
  })
})

describe('the seeded content', () => {
  /** Every heading and title string inside a document, however deep its blocks nest. */
  function headings(value: unknown, found: string[] = []): string[] {
    if (Array.isArray(value)) value.forEach((item) => headings(item, found))
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (['title', 'heading', 'label', 'name'].includes(key) && typeof inner === 'string') found.push(inner)
        else headings(inner, found)
      }
    }
    return found
  }
  it('never repeats a word twice in a row in a title or heading', () => {
    const documents = [...buildPages({}), ...buildCustomerStories(), ...buildReleaseNotes()]
    const doubled = documents.flatMap((doc) =>
      headings(doc)
        .filter((text) => doubledWord(text))
        .map((text) => `${doc.slug}: ${text}`),
    )
    expect(doubled).toEqual([])
  })
})
