import { describe, expect, it } from 'vitest'

import { popularEntries, searchEntries, searchWords, type SearchEntry } from '@/lib/search/rank'

const entries: SearchEntry[] = [
  { title: 'Messaging Pricing', path: '/pricing/messaging', summary: 'Pay per message segment.', kind: 'Pricing' },
  { title: 'SMS API', path: '/products/sms-api', summary: 'Send and receive text messages worldwide.', kind: 'Products' },
  { title: 'A 10DLC registration checklist', path: '/resources/10dlc', summary: 'Get SMS campaigns approved first time.', kind: 'Resources' },
  { title: 'Elastic SIP Trunking Pricing', path: '/pricing/elastic-sip', summary: 'Per-minute pricing.', kind: 'Pricing' },
  { title: 'Privacy policy', path: '/privacy-policy', kind: 'Legal' },
]

describe('site search', () => {
  it('reads the words of a query: lower case, no diacritics or punctuation, no one-letter words, each once', () => {
    expect(searchWords('  Prícing, SMS & a SMS? ')).toEqual(['pricing', 'sms'])
    expect(searchWords('')).toEqual([])
    expect(searchWords('x'.repeat(500))).toEqual(['x'.repeat(100)])
  })

  it('finds entries holding every word, title matches first, whole words before beginnings', () => {
    expect(searchEntries(entries, 'sms').map((hit) => hit.path)).toEqual(['/products/sms-api', '/resources/10dlc'])
    // In the title and the summary beats the title alone.
    expect(searchEntries(entries, 'pricing').map((hit) => hit.path)).toEqual(['/pricing/elastic-sip', '/pricing/messaging'])
    expect(searchEntries(entries, 'sip pricing').map((hit) => hit.path)).toEqual(['/pricing/elastic-sip'])
    // A word's beginning ("priv", "regist") finds it while typing.
    expect(searchEntries(entries, 'priv').map((hit) => hit.path)).toEqual(['/privacy-policy'])
    expect(searchEntries(entries, 'regist').map((hit) => hit.path)).toEqual(['/resources/10dlc'])
  })

  it('finds nothing for an empty query or words no entry has, and keeps to the limit', () => {
    expect(searchEntries(entries, '  ')).toEqual([])
    expect(searchEntries(entries, 'fax')).toEqual([])
    expect(searchEntries(entries, 'pricing', 1)).toHaveLength(1)
  })

  it('suggests only the popular pages that exist, in their order', () => {
    expect(popularEntries(entries, ['/missing', '/products/sms-api', '/pricing/messaging']).map((e) => e.path)).toEqual([
      '/products/sms-api',
      '/pricing/messaging',
    ])
  })
})
