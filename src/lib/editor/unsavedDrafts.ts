/**
 * The admin form's unsaved state, per editor and document, for that editor's live preview only
 * (issue 30): the preview shows a keystroke without waiting for autosave. Kept in this process's
 * memory, bounded in count and age; a preview served by another app server shows the last autosave
 * instead (at most 800 ms behind). Never read for visitors: only draft-mode reads ask, as the editor.
 */
export const UNSAVED_MAX_DOCUMENTS = 200
/** An entry older than this is dropped: the editor has long since autosaved or left. */
export const UNSAVED_MAX_AGE_MS = 10 * 60_000

type Entry = { data: Record<string, unknown>; at: number }

/**
 * One map per process: Next bundles the API route that writes it and the page that reads it apart
 * (each layer has its own copy of this module), so the map lives on the global object.
 */
const STORE = Symbol.for('ostra.unsavedDrafts')
const entries: Map<string, Entry> = ((globalThis as { [STORE]?: Map<string, Entry> })[STORE] ??= new Map())

const keyOf = (userId: number | string, collection: string, id: number | string) => `${userId} ${collection} ${id}`

export function keepUnsaved(userId: number | string, collection: string, id: number | string, data: Record<string, unknown>, now = Date.now()): void {
  const key = keyOf(userId, collection, id)
  // Re-inserted, so the map's first key is the least recently written: the one to drop when full.
  entries.delete(key)
  if (entries.size >= UNSAVED_MAX_DOCUMENTS) entries.delete(entries.keys().next().value as string)
  entries.set(key, { data, at: now })
}

/**
 * The unsaved state of a document for this editor, when it is newer than the document's last save
 * (`savedAt`, its updatedAt): once autosave has stored it, or the editor has discarded it, the saved one wins.
 */
export function unsavedFor(
  userId: number | string,
  collection: string,
  id: number | string,
  savedAt: string | null | undefined,
  now = Date.now(),
): Record<string, unknown> | undefined {
  const key = keyOf(userId, collection, id)
  const entry = entries.get(key)
  if (!entry) return undefined
  if (now - entry.at > UNSAVED_MAX_AGE_MS) {
    entries.delete(key)
    return undefined
  }
  const saved = savedAt ? Date.parse(savedAt) : NaN
  return Number.isFinite(saved) && saved >= entry.at ? undefined : entry.data
}

/**
 * Forgets the editor's unsaved state of a document: a preview loaded afresh belongs to a form opened afresh,
 * which holds the saved document (a form closed with keystrokes not yet autosaved left them here).
 */
export function discardUnsaved(userId: number | string, collection: string, id: number | string): void {
  entries.delete(keyOf(userId, collection, id))
}

/** How many documents are kept (for tests of the bound). */
export const unsavedCount = (): number => entries.size
