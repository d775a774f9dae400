import { describe, expect, it } from 'vitest'

import { ROUTED_COLLECTIONS } from '@/lib/pages'
import { asData, isConflict, isReleaseCollection, relatedId, RELEASE_COLLECTIONS } from '@/lib/releases'

describe('campaign releases', () => {
  it('hold the documents with addresses, and nothing else', () => {
    expect(RELEASE_COLLECTIONS).toEqual(ROUTED_COLLECTIONS)
    for (const collection of ROUTED_COLLECTIONS) expect(isReleaseCollection(collection)).toBe(true)
    for (const other of ['users', 'media', 'releases', '', null, 3]) expect(isReleaseCollection(other)).toBe(false)
  })

  it('call a document a conflict when what is live is no longer what the release started from', () => {
    expect(isConflict({ collection: 'pages', id: 1, baseline: '2026-01-01T00:00:00.000Z' }, '2026-01-01T00:00:00.000Z')).toBe(false)
    expect(isConflict({ collection: 'pages', id: 1, baseline: '2026-01-01T00:00:00.000Z' }, '2026-02-01T00:00:00.000Z')).toBe(true)
    // Not live when added, and still not: no conflict; published meanwhile: a conflict.
    expect(isConflict({ collection: 'pages', id: 1, baseline: null }, null)).toBe(false)
    expect(isConflict({ collection: 'pages', id: 1, baseline: null }, '2026-02-01T00:00:00.000Z')).toBe(true)
  })

  it('write a version back without the fields Payload keeps itself', () => {
    expect(asData({ id: 4, title: 'T', layout: [], createdAt: 'a', updatedAt: 'b', _status: 'draft', deletedAt: null })).toEqual({ title: 'T', layout: [] })
  })

  it('read a relationship as an id, stored or populated, and nothing else as one', () => {
    expect(relatedId(7)).toBe(7)
    expect(relatedId({ id: 9, title: 'x' })).toBe(9)
    for (const value of [0, -1, 1.5, '7', null, undefined, {}]) expect(relatedId(value)).toBeUndefined()
  })
})
