import { describe, expect, it } from 'vitest'

import { ROUTED_COLLECTIONS } from '@/lib/pages'
import {
  asData,
  isConflict,
  isReleaseCollection,
  isReleaseGlobal,
  isRoutedTarget,
  isShellTarget,
  relatedId,
  RELEASE_COLLECTIONS,
  snapshotTarget,
  targetKey,
} from '@/lib/releases'

describe('campaign releases', () => {
  it('hold the documents with addresses, navigation items, the header and the footer, and nothing else', () => {
    expect(RELEASE_COLLECTIONS).toEqual([...ROUTED_COLLECTIONS, 'navigation-items'])
    for (const collection of RELEASE_COLLECTIONS) expect(isReleaseCollection(collection)).toBe(true)
    for (const other of ['users', 'media', 'releases', 'header', '', null, 3]) expect(isReleaseCollection(other)).toBe(false)
    for (const global of ['header', 'footer']) expect(isReleaseGlobal(global)).toBe(true)
    for (const other of ['site-settings', 'pages', '', null]) expect(isReleaseGlobal(other)).toBe(false)
  })

  it('tell the shell’s parts (every page shows them) from documents with addresses, one key each', () => {
    expect(isShellTarget({ global: 'footer' })).toBe(true)
    expect(isShellTarget({ collection: 'navigation-items', id: 3 })).toBe(true)
    expect(isShellTarget({ collection: 'pages', id: 3 })).toBe(false)
    expect(isRoutedTarget({ collection: 'customer-stories', id: 3 })).toBe(true)
    expect(isRoutedTarget({ collection: 'navigation-items', id: 3 })).toBe(false)
    expect(isRoutedTarget({ global: 'header' })).toBe(false)
    const keys = [{ global: 'header' as const }, { collection: 'pages' as const, id: 3 }, { collection: 'navigation-items' as const, id: 3 }].map(targetKey)
    expect(new Set(keys).size).toBe(3)
  })

  it('read back stored snapshots, older ones (documents only) included, and nothing malformed', () => {
    expect(snapshotTarget({ collection: 'pages', id: 4, live: { title: 'T' } })).toEqual({ collection: 'pages', id: 4, live: { title: 'T' } })
    expect(snapshotTarget({ collection: 'pages', id: 4, live: null })).toEqual({ collection: 'pages', id: 4, live: null })
    expect(snapshotTarget({ global: 'header', live: { signUp: {} } })).toEqual({ global: 'header', live: { signUp: {} } })
    for (const bad of [null, 'x', {}, { collection: 'users', id: 1 }, { collection: 'pages', id: '4' }, { global: 'site-settings', live: {} }])
      expect(snapshotTarget(bad)).toBeUndefined()
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
    expect(asData({ id: 1, globalType: 'header', signUp: { label: 'S' } })).toEqual({ signUp: { label: 'S' } })
  })

  it('read a relationship as an id, stored or populated, and nothing else as one', () => {
    expect(relatedId(7)).toBe(7)
    expect(relatedId({ id: 9, title: 'x' })).toBe(9)
    for (const value of [0, -1, 1.5, '7', null, undefined, {}]) expect(relatedId(value)).toBeUndefined()
  })
})
