import { describe, expect, it } from 'vitest'

import { isFiltering, normalizeQuery, parseResourceFilter, resourceFilterSearch, resourcesWhere, RESOURCE_CATEGORY_NAMES } from '@/lib/content/resources'

describe('the resources list’s filter', () => {
  it('reads a known category and a trimmed query from the address', () => {
    expect(parseResourceFilter('?category=iot&q=%20%20power%20%20%20saving%20')).toEqual({ category: 'iot', q: 'power saving' })
    expect(parseResourceFilter('?category=gossip&q=%20')).toEqual({})
    expect(isFiltering(parseResourceFilter('?page=2'))).toBe(false)
    expect(isFiltering({ q: 'x' })).toBe(true)
  })

  it('caps the query at 100 characters', () => {
    expect(normalizeQuery('a'.repeat(150))).toHaveLength(100)
  })

  it('writes the filter back, keeping other parameters but starting again at the first page', () => {
    expect(resourceFilterSearch('?locale=de-DE&page=3&q=old', { category: 'messaging', q: '10dlc brand' })).toBe(
      '?locale=de-DE&category=messaging&q=10dlc+brand',
    )
    expect(resourceFilterSearch('?category=ai', {})).toBe('')
  })

  it('queries published resources of the category with every word in the title or description', () => {
    expect(resourcesWhere({ category: 'ai', q: 'voice latency' })).toEqual({
      and: [
        { family: { equals: 'resources' } },
        { category: { equals: 'ai' } },
        { or: [{ title: { like: 'voice' } }, { 'meta.description': { like: 'voice' } }] },
        { or: [{ title: { like: 'latency' } }, { 'meta.description': { like: 'latency' } }] },
      ],
    })
    expect(resourcesWhere({})).toEqual({ and: [{ family: { equals: 'resources' } }] })
  })

  it('has seven categories, each a slug', () => {
    expect(RESOURCE_CATEGORY_NAMES).toHaveLength(7)
    for (const name of RESOURCE_CATEGORY_NAMES) expect(name).toMatch(/^[a-z]+$/)
  })
})
