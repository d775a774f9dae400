'use client'
/**
 * The admin side of click-to-edit (issue 30), beside the document's controls on every routed
 * collection: hears the preview's clicks and toolbar buttons (CanvasOverlay) and acts on the form's
 * own state, so Save, autosave, versions and validation behave exactly as if the marketer had used
 * the form; tells the preview which block the form has in focus. Reads the form state only when a
 * message or a focus change asks (no subscription: a keystroke on a long page costs nothing here).
 */
import { useDocumentInfo, useForm, useLivePreviewContext } from '@payloadcms/ui'
import { useCallback, useEffect, useRef } from 'react'
import { z } from 'zod'

import {
  CANVAS_EDITING_ATTRIBUTE,
  CANVAS_FRAGMENT,
  CANVAS_REVEAL_ATTRIBUTE,
  CANVAS_SOURCE,
  enclosingBlock,
  enclosingRows,
  fieldForText,
  fieldInputId,
  findRow,
  movedIndex,
  pathFromFieldId,
  previewMessage,
  rowElementId,
  TEST_VARIANT_EVENT,
  type TestVariantEventDetail,
  rowFromElementId,
  rowSubFields,
  type AdminMessage,
  type CanvasFields,
  type PreviewMessage,
  type RevealOutcome,
  type RowAddress,
} from '@/lib/editor'

/**
 * How long a field may take to appear and take the focus once its rows open (Payload renders rows near the viewport
 * only). Generous: 4 s was not enough on a busy machine (CI: the click on a CTA's button left the focus on the preview).
 * Waiting long takes nothing from the marketer: their own click or key in the form ends the wait (see `interrupt`).
 */
const FIND_FIELD_MS = 15_000
/**
 * How long the form opened from a preview's tab may take to hold the clicked block and show its field: the whole admin
 * is loading then, which took longer than FIND_FIELD_MS on a busy machine (a fresh clone's CI), and the click was lost.
 */
const OPENED_FROM_PREVIEW_MS = 20_000

const fragmentSelection = z.object({ blockId: z.string().min(1).max(100), text: z.string().max(2_000) })

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

/** How the last click in the preview ended, on the admin's root element (see CANVAS_REVEAL_ATTRIBUTE). */
function reported(outcome: RevealOutcome, what: string): void {
  document.documentElement.setAttribute(CANVAS_REVEAL_ATTRIBUTE, `${outcome} ${what}`)
}

/** The input that edits a field: a plain input by its id, rich text by its editable area. */
function fieldElement(path: string): HTMLElement | null {
  return (
    document.getElementById(fieldInputId(path)) ??
    document.querySelector<HTMLElement>(`[data-field-path="${CSS.escape(path)}"] [contenteditable="true"]`) ??
    document.querySelector<HTMLElement>(`[data-field-path="${CSS.escape(path)}"]`)
  )
}

/**
 * Whether the marketer is editing words in place on the preview (its inline editor has the focus). Read at
 * the moment of focusing, not from a message: the preview's "editing" message can arrive a frame after a
 * reveal already passed its check, and a focus taken then would end the edit the marketer just began.
 */
function editingOnPreview(): boolean {
  const frame = document.activeElement
  if (!(frame instanceof HTMLIFrameElement)) return false
  try {
    return Boolean(frame.contentDocument?.activeElement?.closest(`[${CANVAS_EDITING_ATTRIBUTE}]`))
  } catch {
    // A preview on another origin: its messages are all there is.
    return false
  }
}

/** The first thing to type in inside a row: its first field. */
const firstInput = (row: Element): HTMLElement | null =>
  row.querySelector<HTMLElement>(
    '.collapsible__content :is(input:not([type="hidden"]):not([disabled]), textarea, select, [contenteditable="true"], button.rs__control, .react-select input)',
  )

/** The path a focused element edits (an input, rich text, or a row's header), or undefined. */
function focusedPath(target: Element): string | undefined {
  const byId = target.id ? pathFromFieldId(target.id) : undefined
  if (byId) return byId
  const rich = target.closest('[data-field-path]')?.getAttribute('data-field-path')
  if (rich) return rich
  const row = target.closest('[id*="-row-"]')
  const address = row && rowFromElementId(row.id)
  return address ? `${address.path}.${address.index}.id` : undefined
}

export function CanvasBridge() {
  const { addFieldRow, dispatchFields, getFields, moveFieldRow, removeFieldRow, setModified } = useForm()
  const { iframeRef, popupRef, previewWindowType } = useLivePreviewContext()
  const { id } = useDocumentInfo()
  const undoRef = useRef<(() => void) | null>(null)
  const highlighted = useRef<string | null>(null)

  const fields = useCallback((): CanvasFields => getFields() as CanvasFields, [getFields])
  const previewWindow = useCallback(
    () => (previewWindowType === 'popup' ? popupRef?.current : iframeRef?.current?.contentWindow) ?? null,
    [iframeRef, popupRef, previewWindowType],
  )
  const tell = useCallback(
    (message: AdminMessage) => {
      previewWindow()?.postMessage(message, window.location.origin)
    },
    [previewWindow],
  )
  const remember = useCallback(
    (undo: (() => void) | null) => {
      undoRef.current = undo
      tell({ source: CANVAS_SOURCE, type: 'undoable', undoable: undo !== null })
    },
    [tell],
  )

  /** Counts the preview's requests: a reveal still looking for its field gives up once a newer one came. */
  const latest = useRef(0)

  /** Opens the rows holding `path` (outermost first), then scrolls to and focuses its input (or the row's first field). */
  const reveal = useCallback(
    async (path: string, row: RowAddress | undefined, waitMs = FIND_FIELD_MS) => {
      const request = ++latest.current
      const state = fields()
      for (const { path: rowsPath, index } of enclosingRows(state, path)) {
        const rows = state[rowsPath]?.rows ?? []
        if (!rows[index]?.collapsed) continue
        dispatchFields({ type: 'SET_ROW_COLLAPSED', path: rowsPath, updatedRows: rows.map((r, i) => (i === index ? { ...r, collapsed: false } : r)) as never })
      }
      const deadline = Date.now() + waitMs
      const outcome = (word: RevealOutcome) => reported(word, path)
      outcome('looking')
      let triedTab = false
      while (Date.now() < deadline) {
        await nextFrame()
        if (request !== latest.current) return outcome('superseded')
        const target = row ? document.getElementById(rowElementId(row.path, row.index)) : fieldElement(path)
        if (target) {
          target.scrollIntoView({ block: 'center', behavior: 'instant' })
          const input = row ? firstInput(target) : target
          if (input && input.getClientRects().length > 0) {
            if (editingOnPreview()) return outcome('editing')
            input.focus({ preventScroll: true })
            // A field the form has drawn but not yet made focusable (disabled or hidden while its row opens) refuses
            // the focus without a word: try again next frame, within the same time.
            if (document.activeElement === input || input.contains(document.activeElement)) return outcome('focused')
          }
          continue
        }
        // Not rendered yet: the block list sits in a tab the marketer left (open the first), or below the viewport.
        if (!triedTab && !document.querySelector('[id^="field-layout"]')) {
          triedTab = true
          document.querySelector<HTMLButtonElement>('.tabs-field__tab-button')?.click()
        }
        const outer = enclosingRows(state, path).map((r) => document.getElementById(rowElementId(r.path, r.index)))
        outer.filter(Boolean).at(-1)?.scrollIntoView({ block: 'start', behavior: 'instant' })
      }
      outcome(fieldElement(path) ? 'refused' : 'not-found')
    },
    [dispatchFields, fields],
  )

  const select = useCallback(
    async (blockId: string, text: string, waitMs = FIND_FIELD_MS) => {
      // A form still loading, or between two states of its rows, holds no such row yet: look again each frame, within
      // the same time, unless a newer click or the marketer's own hand in the form came meanwhile.
      const request = ++latest.current
      const deadline = Date.now() + waitMs
      let state = fields()
      let row = findRow(state, blockId)
      if (!row) reported('looking', `block ${blockId}`)
      while (!row && Date.now() < deadline) {
        await nextFrame()
        if (request !== latest.current) return reported('superseded', `block ${blockId}`)
        state = fields()
        row = findRow(state, blockId)
      }
      // A block the form does not hold (a reusable section's, shown on this page but edited in its own document).
      if (!row) return reported('not-found', `block ${blockId}`)
      const rowPath = `${row.path}.${row.index}`
      const field = fieldForText(state, rowPath, text)
      await reveal(field ?? `${rowPath}.id`, field ? undefined : row, Math.max(FIND_FIELD_MS, deadline - Date.now()))
    },
    [fields, reveal],
  )

  const act = useCallback(
    (message: PreviewMessage) => {
      if (message.type === 'select') return void select(message.blockId, message.text)
      // Inline editing on the preview: a reveal for an earlier click gives up rather than take the focus.
      if (message.type === 'editing') return void (latest.current += 1)
      const state = fields()
      if (message.type === 'action' && message.action === 'undo') {
        undoRef.current?.()
        return remember(null)
      }
      const row = findRow(state, message.blockId)
      if (!row) return
      const { path, index } = row
      if (message.type === 'setText') {
        const field = fieldForText(state, `${path}.${index}`, message.text)
        const before = field ? state[field]?.value : undefined
        if (!field || typeof before !== 'string') return
        const set = (value: string) => {
          dispatchFields({ type: 'UPDATE', path: field, value })
          setModified(true)
        }
        set(message.value)
        return remember(() => set(before))
      }
      const count = state[path]?.rows?.length ?? 0
      switch (message.action) {
        case 'moveUp':
        case 'moveDown': {
          const to = movedIndex(message.action, index, count)
          if (to === undefined) return
          moveFieldRow({ path, moveFromIndex: index, moveToIndex: to })
          return remember(() => moveFieldRow({ path, moveFromIndex: to, moveToIndex: index }))
        }
        case 'duplicate':
          dispatchFields({ type: 'DUPLICATE_ROW', path, rowIndex: index })
          setModified(true)
          return remember(() => removeFieldRow({ path, rowIndex: index + 1 }))
        case 'remove': {
          const kept = rowSubFields(state, path, index)
          removeFieldRow({ path, rowIndex: index })
          return remember(() => addFieldRow({ path, rowIndex: index, blockType: row.blockType, schemaPath: path, subFieldState: kept as never }))
        }
        case 'toggleHidden': {
          const hiddenPath = `${path}.${index}.hidden`
          const hidden = state[hiddenPath]?.value === true
          const set = (value: boolean) => {
            dispatchFields({ type: 'UPDATE', path: hiddenPath, value })
            setModified(true)
          }
          set(!hidden)
          return remember(() => set(hidden))
        }
        case 'testVariant': {
          // The row's own "Test a variant" (goal, then start), opened where the marketer can see it.
          const rowPath = `${path}.${index}`
          const detail: TestVariantEventDetail = { rowPath }
          void reveal(`${rowPath}.id`, row).then(() => window.dispatchEvent(new CustomEvent(TEST_VARIANT_EVENT, { detail })))
          return
        }
        case 'addAfter': {
          // Payload's own picker (pictures, descriptions, search), opened as the row's "Add below" does.
          const element = document.getElementById(rowElementId(path, index))
          element?.scrollIntoView({ block: 'center', behavior: 'instant' })
          element?.querySelector<HTMLButtonElement>('.array-actions__button')?.click()
          void nextFrame().then(() => document.querySelector<HTMLButtonElement>('.popup__content .array-actions__add')?.click())
          return
        }
      }
    },
    [addFieldRow, dispatchFields, fields, moveFieldRow, remember, removeFieldRow, reveal, select, setModified],
  )

  // The preview's clicks and buttons: only from the preview window this form opened, at this origin.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source === null) return
      const parsed = previewMessage.safeParse(event.data)
      if (!parsed.success) return
      // Another window of this origin (an earlier preview, another tab): said, so that a lost click can be told apart.
      if (event.source !== previewWindow()) return reported('ignored', `a ${parsed.data.type} from another window`)
      act(parsed.data)
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [act, previewWindow])

  // The marketer's own click or key in the form: a reveal still waiting for its field gives up rather than take the
  // focus from what they turned to (a click inside the preview is the preview's, and reaches this document as a message).
  useEffect(() => {
    const interrupt = (event: Event) => {
      if (event.isTrusted) latest.current += 1
    }
    document.addEventListener('pointerdown', interrupt, true)
    document.addEventListener('keydown', interrupt, true)
    return () => {
      document.removeEventListener('pointerdown', interrupt, true)
      document.removeEventListener('keydown', interrupt, true)
    }
  }, [])

  // The form's focus: the block holding the focused field (or row) is outlined on the preview.
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      if (!(event.target instanceof Element)) return
      const path = focusedPath(event.target)
      const block = path ? enclosingBlock(fields(), path) : undefined
      if (!block || block.id === highlighted.current) return
      highlighted.current = block.id
      tell({ source: CANVAS_SOURCE, type: 'highlight', blockId: block.id, scroll: true })
    }
    document.addEventListener('focusin', onFocus)
    return () => document.removeEventListener('focusin', onFocus)
  }, [fields, tell])

  // Opened from a preview in its own tab: the click it carried (CanvasOverlay), once the form is there.
  useEffect(() => {
    const hash = window.location.hash.slice(1)
    if (!hash.startsWith(CANVAS_FRAGMENT)) return
    let wanted: unknown
    try {
      wanted = JSON.parse(decodeURIComponent(hash.slice(CANVAS_FRAGMENT.length)))
    } catch {
      return
    }
    const parsed = fragmentSelection.safeParse(wanted)
    window.history.replaceState(null, '', window.location.pathname + window.location.search)
    if (parsed.success) void select(parsed.data.blockId, parsed.data.text, OPENED_FROM_PREVIEW_MS)
  }, [id, select])

  return null
}
