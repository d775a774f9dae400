/**
 * Click-to-edit between the admin's form and its live preview (issue 30). The preview only names
 * what the marketer pointed at (a block's row id, the words clicked) and asks for actions; the
 * admin's form state, the one source of truth, decides which row and field that is and makes
 * every change. This file holds the messages both sides exchange and the pure reading of form
 * state; src/components/canvas has the two islands. Pure and unit-tested.
 */
import { z } from 'zod'

import { plainText } from './rowTitle'

/** Every canvas message carries this, so neither side mistakes Payload's own live-preview messages for one. */
export const CANVAS_SOURCE = 'ostra-canvas'

/** The attribute preview renders put on each block's wrapper: the block row's id (stable across moves, unlike an index). */
export const CANVAS_BLOCK_ATTRIBUTE = 'data-canvas-block'
/** The block's label and row title, shown on its outline ("Hero · Spring Launch"). */
export const CANVAS_LABEL_ATTRIBUTE = 'data-canvas-label'
/** On the preview's root element once the canvas answers clicks. */
export const CANVAS_READY_ATTRIBUTE = 'data-canvas-ready'
/** On the preview's inline editor while words are edited in place: the form must not take the focus from it. */
export const CANVAS_EDITING_ATTRIBUTE = 'data-canvas-editing'
/**
 * On the admin's root element: how the last click in the preview ended (a RevealOutcome, then the field's path or
 * the block's id), so a person debugging, or a test that failed, can tell where it stopped.
 */
export const CANVAS_REVEAL_ATTRIBUTE = 'data-canvas-reveal'
/**
 * `looking` while the form finds the block or field; `focused`; `superseded` by a newer click or the marketer's own
 * hand in the form; `editing` words in place on the preview; `refused` (drawn, never focusable); `not-found`;
 * `ignored` (a message from a window that is not this form's preview).
 */
export type RevealOutcome = 'looking' | 'focused' | 'superseded' | 'editing' | 'refused' | 'not-found' | 'ignored'
/** On the wrapper of a block the marketer hid: kept in the document, greyed in the preview, not on the site. */
export const CANVAS_HIDDEN_ATTRIBUTE = 'data-canvas-hidden'

/**
 * On a Reusable section's wrapper: the admin address of the section itself. Its blocks are edited there, so
 * the canvas offers that link on the selected reference and edits none of its words in place.
 */
export const CANVAS_EDIT_LINK_ATTRIBUTE = 'data-canvas-edit'

/** A preview opened in its own tab opens the admin with the click in the address's fragment: `#canvas-select={json}`. */
export const CANVAS_FRAGMENT = 'canvas-select='

export const CANVAS_ACTIONS = ['moveUp', 'moveDown', 'duplicate', 'remove', 'addAfter', 'toggleHidden', 'testVariant', 'undo'] as const

/**
 * In the admin's window: the canvas asks the block row at `detail.rowPath` to open its "Test a variant" choice
 * (components/admin/TestVariant), once the bridge has opened and scrolled to the row.
 */
export const TEST_VARIANT_EVENT = 'ostra:test-variant'
export type TestVariantEventDetail = { rowPath: string }
export type CanvasAction = (typeof CANVAS_ACTIONS)[number]

/** Clicked words longer than this are cut: a field is found by its start as well as by the whole. */
const MAX_TEXT = 2_000
const rowId = z.string().min(1).max(100)
const words = z.string().max(MAX_TEXT)

/** What the preview sends to the admin. */
export const previewMessage = z.discriminatedUnion('type', [
  /** A click: the block under it and the words of the element clicked (empty for a picture or a gap). */
  z.object({ source: z.literal(CANVAS_SOURCE), type: z.literal('select'), blockId: rowId, text: words }),
  /** A toolbar button on the selected block. */
  z.object({ source: z.literal(CANVAS_SOURCE), type: z.literal('action'), blockId: rowId, action: z.enum(CANVAS_ACTIONS) }),
  /** Inline editing: the words the element held before, and what the marketer typed instead. */
  z.object({ source: z.literal(CANVAS_SOURCE), type: z.literal('setText'), blockId: rowId, text: words, value: words }),
  /** Inline editing has begun on the preview: the form must not take the focus for an earlier click now. */
  z.object({ source: z.literal(CANVAS_SOURCE), type: z.literal('editing'), blockId: rowId }),
])
export type PreviewMessage = z.infer<typeof previewMessage>

/** What the admin sends to the preview. */
export const adminMessage = z.discriminatedUnion('type', [
  /** The block whose row the form has in focus or open (null: none), and whether to scroll it into view. */
  z.object({ source: z.literal(CANVAS_SOURCE), type: z.literal('highlight'), blockId: rowId.nullable(), scroll: z.boolean() }),
  /** Whether the canvas may undo its last action (the toolbar's Undo button). */
  z.object({ source: z.literal(CANVAS_SOURCE), type: z.literal('undoable'), undoable: z.boolean() }),
])
export type AdminMessage = z.infer<typeof adminMessage>

/** The form state as Payload's form keeps it, reduced to what the canvas reads (paths like `layout.2.cards.1.title`). */
export type CanvasRow = { id: string; blockType?: string | null; collapsed?: boolean }
export type CanvasFieldState = { value?: unknown; rows?: CanvasRow[] }
export type CanvasFields = Readonly<Record<string, CanvasFieldState | undefined>>

/** A row of a blocks or array field: the field's path and the row's position in it. */
export type RowAddress = { path: string; index: number; id: string; blockType?: string }

/** The row, at any depth, whose id is `id`. */
export function findRow(fields: CanvasFields, id: string): RowAddress | undefined {
  for (const [path, field] of Object.entries(fields)) {
    const index = field?.rows?.findIndex((row) => row.id === id) ?? -1
    if (index >= 0) {
      const row = field?.rows?.[index] as CanvasRow
      return { path, index, id, ...(row.blockType ? { blockType: row.blockType } : {}) }
    }
  }
  return undefined
}

/** The rows holding a field, outermost first: `layout.2.cards.1.title` → layout row 2, then layout.2.cards row 1. */
export function enclosingRows(fields: CanvasFields, fieldPath: string): RowAddress[] {
  const parts = fieldPath.split('.')
  const rows: RowAddress[] = []
  for (let i = 1; i < parts.length; i++) {
    if (!/^\d+$/.test(parts[i] as string)) continue
    const path = parts.slice(0, i).join('.')
    const index = Number(parts[i])
    const row = fields[path]?.rows?.[index]
    if (row) rows.push({ path, index, id: row.id, ...(row.blockType ? { blockType: row.blockType } : {}) })
  }
  return rows
}

/** The innermost block row holding a field (a card's title → its card grid block), or undefined outside any block. */
export function enclosingBlock(fields: CanvasFields, fieldPath: string): RowAddress | undefined {
  return enclosingRows(fields, fieldPath)
    .filter((row) => row.blockType)
    .at(-1)
}

/** Words as compared: runs of white space as one space, no space at the ends, case kept. */
export const normalizeWords = (text: string): string => text.replace(/\s+/g, ' ').trim()

/** Fields that hold no words a visitor reads, whatever their value. */
const UNSEEN_FIELD = /(^|\.)(id|blockType|blockName|anchor|url|href|path|slug|key|variant|hidden|icon|kind|style|newTab)$/

/** The words of a field's value: a string or number as it is, rich text as its plain text; '' for anything else. */
function wordsOf(value: unknown): string {
  if (typeof value === 'string') return normalizeWords(value)
  return plainText(value)
}

/**
 * The field under `rowPath` (a block's or card's row; '' for the whole document) holding the words
 * clicked: the one whose words are exactly those, else the first whose words contain them (a
 * paragraph of rich text, a phrase in a longer line), else the first whose words the clicked text
 * contains (a heading the page decorates with an icon or a suffix). Undefined when none holds them:
 * a price from the price list, a flag's wording.
 */
export function fieldForText(fields: CanvasFields, rowPath: string, text: string): string | undefined {
  const clicked = normalizeWords(text).slice(0, MAX_TEXT)
  if (!clicked) return undefined
  const prefix = rowPath ? `${rowPath}.` : ''
  const candidates: [string, string][] = []
  for (const [path, field] of Object.entries(fields)) {
    if (!path.startsWith(prefix) || field?.rows || UNSEEN_FIELD.test(path)) continue
    const words = wordsOf(field?.value)
    if (words) candidates.push([path, words])
  }
  const exact = candidates.find(([, words]) => words === clicked)
  if (exact) return exact[0]
  // Short words (a "Yes", a "1") inside a longer field would pick a wrong one.
  if (clicked.length < 3) return undefined
  return (candidates.find(([, words]) => words.includes(clicked)) ?? candidates.find(([, words]) => words.length >= 3 && clicked.includes(words)))?.[0]
}

/** The path of a field from its input's id in Payload's form (`field-layout__2__title` → `layout.2.title`), or undefined. */
export function pathFromFieldId(id: string): string | undefined {
  const match = /^field-(.+?)(?:-\d+)?$/.exec(id)
  return match ? (match[1] as string).replace(/__/g, '.') : undefined
}

/** The id of a field's input in Payload's form (text, textarea, number, select, checkbox). */
export const fieldInputId = (path: string): string => `field-${path.replace(/\./g, '__')}`

/** The id of a blocks or array row's wrapper in Payload's form (`layout.2.cards`, 1 → `layout-2-cards-row-1`). */
export const rowElementId = (path: string, index: number): string => `${path.split('.').join('-')}-row-${index}`

/** The row address from a row wrapper's id (`layout-2-cards-row-1` → layout.2.cards, 1), or undefined. */
export function rowFromElementId(id: string): { path: string; index: number } | undefined {
  const match = /^(.+)-row-(\d+)$/.exec(id)
  return match ? { path: (match[1] as string).split('-').join('.'), index: Number(match[2]) } : undefined
}

/** The rows of a blocks or array field after moving one (as Payload's MOVE_ROW does), to check a move before making it. */
export function movedIndex(action: 'moveUp' | 'moveDown', index: number, count: number): number | undefined {
  const to = action === 'moveUp' ? index - 1 : index + 1
  return to >= 0 && to < count ? to : undefined
}

/**
 * A row's own fields with paths relative to it (`layout.2.title` → `title`), as Payload's ADD_ROW takes
 * them: what the canvas keeps of a removed block so that Undo can put it back as it was.
 */
export function rowSubFields<F>(fields: Readonly<Record<string, F>>, path: string, index: number): Record<string, F> {
  const prefix = `${path}.${index}.`
  return Object.fromEntries(Object.entries(fields).flatMap(([key, field]) => (key.startsWith(prefix) ? [[key.slice(prefix.length), field]] : [])))
}
