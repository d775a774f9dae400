import { describe, expect, it } from 'vitest'

import { planRevalidation } from '@/lib/pages/revalidate'
import { tags } from '@/lib/pages/tags'

describe('planRevalidation', () => {
  it('expires only the data tag when the rate card or a catalogue changes', () => {
    for (const tag of [tags.pricing, tags.aiModels, tags.numberInventory]) {
      expect(planRevalidation({ kind: 'data', tag })).toEqual({ paths: [], tags: [tag], everything: false })
    }
  })
  it('expires the path, the family list and the sitemap when a page is published', () => {
    const plan = planRevalidation({
      kind: 'routed',
      collection: 'pages',
      doc: { path: '/products/fax-api', family: 'products', _status: 'published' },
      previous: { path: '/products/fax-api', family: 'products', _status: 'draft' },
    })
    expect(plan.paths).toEqual(['/products/fax-api'])
    expect(plan.tags).toEqual(expect.arrayContaining([tags.document('/products/fax-api'), tags.family('products'), tags.sitemap]))
    expect(plan.everything).toBe(false)
  })
  it('expires the old and the new path when a published page moves', () => {
    const plan = planRevalidation({
      kind: 'routed',
      collection: 'pages',
      doc: { path: '/products/new', family: 'products', _status: 'published' },
      previous: { path: '/solutions/old', family: 'solutions', _status: 'published' },
    })
    expect(plan.paths.sort()).toEqual(['/products/new', '/solutions/old'])
    expect(plan.tags).toEqual(expect.arrayContaining([tags.family('products'), tags.family('solutions')]))
  })
  it('expires the path when a page is unpublished', () => {
    const plan = planRevalidation({
      kind: 'routed',
      collection: 'pages',
      doc: { path: '/why-ostra', family: 'content', _status: 'draft' },
      previous: { path: '/why-ostra', family: 'content', _status: 'published' },
    })
    expect(plan.paths).toEqual(['/why-ostra'])
  })
  it('does nothing for a draft that was never published', () => {
    const plan = planRevalidation({
      kind: 'routed',
      collection: 'pages',
      doc: { path: '/x', family: 'content', _status: 'draft' },
      previous: { path: '/x', family: 'content', _status: 'draft' },
    })
    expect(plan).toEqual({ paths: [], tags: [], everything: false })
  })
  it('expires the collection list when a story is deleted', () => {
    const plan = planRevalidation({
      kind: 'routed',
      collection: 'customer-stories',
      doc: { path: '/customer-stories/acme', _status: 'published' },
      deleted: true,
    })
    expect(plan.paths).toEqual(['/customer-stories/acme'])
    expect(plan.tags).toContain(tags.collection('customer-stories'))
  })
  it('revalidates every page when the shell changes', () => {
    expect(planRevalidation({ kind: 'shell' })).toEqual({ paths: [], tags: [tags.shell], everything: true })
  })
})
