import { describe, expect, it } from 'vitest'

import { industriesOf, matchesStory, parseStoryFilter, productsOf, storyFilterSearch, type StoryFacets } from '@/lib/content/customerStories'

const stories: StoryFacets[] = [
  { industry: 'Healthcare', products: ['sms-api', 'voice-api'] },
  { industry: 'Logistics', products: ['iot-sim-card'] },
  { industry: 'Healthcare', products: ['voice-ai-agents'] },
  { industry: 'Fintech', products: ['number-lookup', 'sms-api'] },
]

describe('customer stories filters', () => {
  it('lists each industry once, alphabetically', () => {
    expect(industriesOf(stories)).toEqual(['Fintech', 'Healthcare', 'Logistics'])
  })

  it('lists used products in catalogue order, unknown ones last', () => {
    expect(productsOf(stories, ['voice-api', 'voice-ai-agents', 'sms-api', 'fax-api'])).toEqual([
      'voice-api',
      'voice-ai-agents',
      'sms-api',
      'iot-sim-card',
      'number-lookup',
    ])
  })

  it('reads the filter from the address and ignores values no story has', () => {
    expect(parseStoryFilter('?industry=Healthcare&product=sms-api', stories)).toEqual({ industry: 'Healthcare', product: 'sms-api' })
    expect(parseStoryFilter('?industry=Mining&product=fax-api', stories)).toEqual({})
    expect(parseStoryFilter('', stories)).toEqual({})
  })

  it('matches on both facets', () => {
    const shown = (filter: Parameters<typeof matchesStory>[1]) => stories.filter((s) => matchesStory(s, filter)).length
    expect(shown({})).toBe(4)
    expect(shown({ industry: 'Healthcare' })).toBe(2)
    expect(shown({ product: 'sms-api' })).toBe(2)
    expect(shown({ industry: 'Healthcare', product: 'sms-api' })).toBe(1)
    expect(shown({ industry: 'Logistics', product: 'sms-api' })).toBe(0)
  })

  it('writes the filter into the address, keeping other parameters', () => {
    expect(storyFilterSearch('?locale=de-DE&industry=Fintech', { product: 'sms-api' }).toString()).toBe('locale=de-DE&product=sms-api')
  })
})
