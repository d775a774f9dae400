import { describe, expect, it } from 'vitest'

import { discardUnsaved, keepUnsaved, UNSAVED_MAX_AGE_MS, UNSAVED_MAX_DOCUMENTS, unsavedCount, unsavedFor } from '@/lib/editor/unsavedDrafts'

describe('the form’s unsaved state for the editor’s preview', () => {
  it('is the editor’s own, for that document, until a save is newer', () => {
    keepUnsaved(1, 'pages', 10, { title: 'typed' }, 1_000)
    expect(unsavedFor(1, 'pages', 10, new Date(500).toISOString(), 1_100)).toEqual({ title: 'typed' })
    // Another editor, another document, another collection: nothing.
    expect(unsavedFor(2, 'pages', 10, null, 1_100)).toBeUndefined()
    expect(unsavedFor(1, 'pages', 11, null, 1_100)).toBeUndefined()
    expect(unsavedFor(1, 'legal-pages', 10, null, 1_100)).toBeUndefined()
    // Autosave stored it (or the editor discarded it and saved): the saved document wins.
    expect(unsavedFor(1, 'pages', 10, new Date(1_000).toISOString(), 1_100)).toBeUndefined()
  })

  it('is forgotten when discarded, for that editor and document only', () => {
    keepUnsaved(1, 'pages', 30, { title: 'left behind' }, 1_000)
    keepUnsaved(2, 'pages', 30, { title: 'another editor' }, 1_000)
    discardUnsaved(1, 'pages', 30)
    expect(unsavedFor(1, 'pages', 30, null, 1_100)).toBeUndefined()
    expect(unsavedFor(2, 'pages', 30, null, 1_100)).toEqual({ title: 'another editor' })
  })

  it('forgets what is old, and keeps a bounded number of documents', () => {
    keepUnsaved(1, 'pages', 20, { title: 'old' }, 0)
    expect(unsavedFor(1, 'pages', 20, null, UNSAVED_MAX_AGE_MS + 1)).toBeUndefined()
    for (let i = 0; i < UNSAVED_MAX_DOCUMENTS + 50; i++) keepUnsaved(3, 'pages', 1_000 + i, { i }, 5_000)
    expect(unsavedCount()).toBe(UNSAVED_MAX_DOCUMENTS)
    // The least recently written went first.
    expect(unsavedFor(3, 'pages', 1_000, null, 5_001)).toBeUndefined()
    expect(unsavedFor(3, 'pages', 1_000 + UNSAVED_MAX_DOCUMENTS + 49, null, 5_001)).toEqual({ i: UNSAVED_MAX_DOCUMENTS + 49 })
  })
})
