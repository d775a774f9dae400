'use client'
/**
 * The preview side of click-to-edit (issue 30), loaded only in an editor's draft preview (AdminBar):
 * outlines the block under the pointer with its name, and on a click tells the admin which block and
 * which words were clicked; the admin (CanvasBridge) finds the row and the field and focuses it. On the
 * selected block, a toolbar asks the admin for an action; a double-click on plain words edits them in
 * place. Nothing here changes the document: every change is the admin form's, as if made there.
 * In a preview opened in its own tab, a click opens the admin at that field instead.
 */
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react'

import {
  adminMessage,
  CANVAS_BLOCK_ATTRIBUTE,
  CANVAS_EDIT_LINK_ATTRIBUTE,
  CANVAS_FRAGMENT,
  CANVAS_HIDDEN_ATTRIBUTE,
  CANVAS_LABEL_ATTRIBUTE,
  CANVAS_EDITING_ATTRIBUTE,
  CANVAS_READY_ATTRIBUTE,
  CANVAS_SOURCE,
  normalizeWords,
  type CanvasAction,
  type PreviewMessage,
} from '@/lib/editor'

const BLOCK_SELECTOR = `[${CANVAS_BLOCK_ATTRIBUTE}]`
/** The words of an element clicked: up to this many characters; a larger element (a whole band) names no words. */
const MAX_CLICKED_WORDS = 600

type Box = { top: number; left: number; width: number; height: number }

/** A block wrapper draws no box (display: contents): its extent is that of what it holds. */
function boxOf(element: Element): Box | null {
  const range = document.createRange()
  range.selectNodeContents(element)
  const rect = range.getBoundingClientRect()
  if (rect.width === 0 && rect.height === 0) return null
  return { top: rect.top, left: rect.left, width: rect.width, height: rect.height }
}

const blockElement = (id: string | null): Element | null => (id ? document.querySelector(`[${CANVAS_BLOCK_ATTRIBUTE}="${CSS.escape(id)}"]`) : null)

/** The words the marketer pointed at: the clicked element's, unless it is a whole band of the page. */
function clickedWords(target: Element): string {
  const words = normalizeWords(target.textContent ?? '')
  return words.length <= MAX_CLICKED_WORDS ? words : ''
}

/** Plain words only (no links or markup inside): what inline editing may replace. */
const isPlainText = (element: Element): boolean =>
  element.childElementCount === 0 &&
  normalizeWords(element.textContent ?? '').length > 0 &&
  // A reusable section's words belong to the section, edited on its own page (the toolbar links there).
  !element.closest(`a[href], button, input, select, textarea, [${CANVAS_EDIT_LINK_ATTRIBUTE}]`)

/** How long a click on editable words waits for a second one (a double-click edits them in place). */
const DOUBLE_CLICK_MS = 300

const TOOLBAR: { action: CanvasAction; label: string; glyph: string }[] = [
  { action: 'moveUp', label: 'Move up', glyph: '↑' },
  { action: 'moveDown', label: 'Move down', glyph: '↓' },
  { action: 'duplicate', label: 'Duplicate', glyph: '' },
  { action: 'addAfter', label: 'Add a block after this one', glyph: '+' },
  { action: 'toggleHidden', label: 'Hide or show on the site', glyph: '◐' },
  { action: 'testVariant', label: 'Test a variant of this block (A/B test)', glyph: 'A/B' },
  { action: 'remove', label: 'Delete', glyph: '✕' },
  { action: 'undo', label: 'Undo the last canvas action', glyph: '↶' },
]

/** Two overlapping squares: no font on every machine has a duplicate sign. */
const DuplicateIcon = () => (
  <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14" fill="none" stroke="currentColor" strokeWidth="1.6">
    <rect x="1" y="4" width="9" height="9" rx="1.5" />
    <path d="M4 4V2.5A1.5 1.5 0 0 1 5.5 1h6A1.5 1.5 0 0 1 13 2.5v6a1.5 1.5 0 0 1-1.5 1.5H10" />
  </svg>
)

const STYLES = `
[${CANVAS_HIDDEN_ATTRIBUTE}] > * { opacity: .35; filter: grayscale(1); }
.canvas-outline { position: fixed; pointer-events: none; z-index: 2147483000; border: 2px solid #2f6fed; border-radius: 2px; }
.canvas-outline--hover { border-style: dashed; }
.canvas-outline__label { position: absolute; top: -1.6rem; left: -2px; background: #2f6fed; color: #fff; font: 600 12px/1.5 system-ui, sans-serif; padding: 2px 6px; border-radius: 3px 3px 0 0; white-space: nowrap; max-width: 70vw; overflow: hidden; text-overflow: ellipsis; }
.canvas-toolbar { position: fixed; z-index: 2147483001; display: flex; gap: 2px; background: #102040; padding: 3px; border-radius: 4px; box-shadow: 0 2px 8px rgb(0 0 0 / .3); }
.canvas-toolbar button { all: unset; cursor: pointer; color: #fff; font: 600 14px/1 system-ui, sans-serif; width: 28px; height: 28px; display: grid; place-items: center; border-radius: 3px; }
.canvas-toolbar button:hover, .canvas-toolbar button:focus-visible { background: #2f6fed; outline: 2px solid #fff; outline-offset: -2px; }
.canvas-toolbar button[disabled] { opacity: .4; cursor: default; }
.canvas-toolbar button[data-wide] { width: auto; padding: 0 6px; font-size: 12px; }
.canvas-toolbar a { color: #fff; font: 600 13px/28px system-ui, sans-serif; padding: 0 8px; border-radius: 3px; white-space: nowrap; }
.canvas-toolbar a:hover, .canvas-toolbar a:focus-visible { background: #2f6fed; outline: 2px solid #fff; outline-offset: -2px; }
[data-canvas-covered] { visibility: hidden; }
[${CANVAS_EDITING_ATTRIBUTE}] { outline: 2px solid #2f6fed; outline-offset: 2px; cursor: text; background: rgb(255 255 255 / .08); white-space: pre-wrap; }
${BLOCK_SELECTOR} { cursor: pointer; }
`

function Outline({ box, label, kind }: { box: Box; label: string; kind: 'hover' | 'selected' }) {
  const style: CSSProperties = { top: box.top, left: box.left, width: box.width, height: box.height }
  return (
    <div className={`canvas-outline canvas-outline--${kind}`} style={style} data-canvas-outline={kind}>
      <span className="canvas-outline__label">{label}</span>
    </div>
  )
}

/** The document previewed, for handing the form's unsaved state to the server. */
export type CanvasDocument = { collection: string; id: number }

/** Wait after the last change before handing the form's state over: a burst of keystrokes makes one render. */
const UNSAVED_DEBOUNCE_MS = 50

/**
 * Payload posts the form's whole state to the preview on every change (its live preview's
 * `payload-live-preview` message). Handed to the server (api/canvasUnsaved) and the page re-rendered,
 * a keystroke shows without waiting for autosave (800 ms, then the save, then the render).
 */
function useUnsavedPreview(previewed: CanvasDocument | undefined, inFrame: boolean) {
  const router = useRouter()
  // By value: every refresh renders the props anew.
  const collection = previewed?.collection
  const id = previewed?.id
  useEffect(() => {
    if (!collection || !id || !inFrame) return
    let latest: Record<string, unknown> | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    let sending = false
    const flush = async () => {
      if (sending) return
      sending = true
      while (latest) {
        const data = latest
        latest = undefined
        const response = await fetch('/api/canvas/unsaved', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          credentials: 'same-origin',
          body: JSON.stringify({ collection, id, data }),
        }).catch(() => null)
        // Refused (signed out, too large): the preview keeps following the saves instead.
        if (!response?.ok) latest = undefined
      }
      sending = false
      router.refresh()
    }
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || event.origin !== window.location.origin) return
      const message: unknown = event.data
      if (typeof message !== 'object' || message === null || !('type' in message) || message.type !== 'payload-live-preview') return
      if (!('data' in message) || typeof message.data !== 'object' || message.data === null) return
      latest = message.data as Record<string, unknown>
      clearTimeout(timer)
      timer = setTimeout(() => void flush(), UNSAVED_DEBOUNCE_MS)
    }
    window.addEventListener('message', onMessage)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('message', onMessage)
    }
  }, [collection, id, inFrame, router])
}

type InlineEdit = { element: HTMLElement; blockId: string; before: string }

/** How long the page's own words stay hidden after an edit, waiting for the refresh that shows the new ones. */
const REVEAL_AFTER_MS = 3_000

/**
 * Inline editing: an editor of the canvas's own laid over the words, in their font, while the page's
 * element (React's, which a refresh re-renders) is only hidden, never edited. Enter or a click away
 * keeps the words, Escape drops them; the admin's form takes them (CanvasBridge, setText).
 */
function InlineEditor({ edit, onDone }: { edit: InlineEdit; onDone: (value: string | undefined) => void }) {
  const ref = useRef<HTMLDivElement>(null)
  const done = useRef(false)
  const [frame] = useState(() => {
    const rect = edit.element.getBoundingClientRect()
    const style = getComputedStyle(edit.element)
    return {
      position: 'fixed',
      top: rect.top,
      left: rect.left,
      minWidth: rect.width,
      minHeight: rect.height,
      font: style.font,
      letterSpacing: style.letterSpacing,
      textTransform: style.textTransform,
      textAlign: style.textAlign,
      color: style.color,
      zIndex: 2147483002,
    } as CSSProperties
  })
  useEffect(() => {
    const { element, before } = edit
    element.setAttribute('data-canvas-covered', '')
    const editor = ref.current
    if (editor) {
      editor.textContent = before
      editor.focus()
      window.getSelection()?.selectAllChildren(editor)
    }
    return () => {
      // Shown again once the refresh has put the new words in (or after a while, if it never does).
      const reveal = () => {
        observer.disconnect()
        clearTimeout(timer)
        element.removeAttribute('data-canvas-covered')
      }
      const observer = new MutationObserver(reveal)
      observer.observe(element, { characterData: true, childList: true, subtree: true })
      const timer = setTimeout(reveal, done.current ? REVEAL_AFTER_MS : 0)
    }
  }, [edit])
  const finish = (keep: boolean) => {
    if (done.current) return
    done.current = keep
    const value = normalizeWords(ref.current?.textContent ?? '')
    onDone(keep && value ? value : undefined)
  }
  return (
    <div
      ref={ref}
      className="canvas-inline-editor"
      {...{ [CANVAS_EDITING_ATTRIBUTE]: '' }}
      role="textbox"
      aria-label="Edit these words"
      contentEditable="plaintext-only"
      suppressContentEditableWarning
      style={frame}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !event.shiftKey) {
          event.preventDefault()
          finish(true)
        } else if (event.key === 'Escape') finish(false)
      }}
      onBlur={() => finish(true)}
    />
  )
}

export function CanvasOverlay({ editUrl, document: previewed }: { editUrl: string; document?: CanvasDocument }) {
  const [hovered, setHovered] = useState<string | null>(null)
  const [selected, setSelected] = useState<string | null>(null)
  const [undoable, setUndoable] = useState(false)
  const [editing, setEditing] = useState<InlineEdit | null>(null)
  /** Sends now the select a click on words is still holding back for a double-click (see the toolbar). */
  const flushSelect = useRef<() => void>(() => {})
  // Re-measured on every scroll, resize and re-render of the page (a refresh after a save moves blocks).
  const [, setFrame] = useState(0)
  // Loaded on the client only (AdminBar): the window is there. In the admin's live preview, or a tab of its own.
  const [inFrame] = useState(() => window.parent !== window)
  useUnsavedPreview(previewed, inFrame)

  const send = useCallback((message: PreviewMessage) => {
    window.parent.postMessage(message, window.location.origin)
  }, [])

  useEffect(() => {
    let scheduled = 0
    const remeasure = () => {
      cancelAnimationFrame(scheduled)
      scheduled = requestAnimationFrame(() => setFrame((n) => n + 1))
    }
    const observer = new MutationObserver(remeasure)
    observer.observe(document.body, { childList: true, subtree: true })
    window.addEventListener('scroll', remeasure, { passive: true, capture: true })
    window.addEventListener('resize', remeasure)
    return () => {
      cancelAnimationFrame(scheduled)
      observer.disconnect()
      window.removeEventListener('scroll', remeasure, { capture: true })
      window.removeEventListener('resize', remeasure)
    }
  }, [])

  // The admin's word: the row its form has in focus, and whether Undo can act.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || event.origin !== window.location.origin) return
      const parsed = adminMessage.safeParse(event.data)
      if (!parsed.success) return
      if (parsed.data.type === 'undoable') return setUndoable(parsed.data.undoable)
      setSelected(parsed.data.blockId)
      const element = blockElement(parsed.data.blockId)
      const box = element && boxOf(element)
      if (parsed.data.scroll && box && (box.top < 0 || box.top > window.innerHeight - 40)) {
        window.scrollBy({ top: box.top - 80, behavior: 'instant' })
      }
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [])

  useEffect(() => {
    const outside = (target: EventTarget | null): target is Element =>
      target instanceof Element && !target.closest(`.canvas-toolbar, .admin-bar, [${CANVAS_EDITING_ATTRIBUTE}]`)
    let pendingSelect: ReturnType<typeof setTimeout> | undefined
    /** The select a single click is waiting to send; sent anyway if the overlay remounts meanwhile (a live-preview refresh). */
    let pending: (() => void) | undefined
    // A toolbar button pressed within the double-click wait: the click's select goes first, so the form never
    // acts on the button and then takes the focus back for the earlier click (it took the A/B goal's focus in CI).
    flushSelect.current = () => {
      clearTimeout(pendingSelect)
      pending?.()
    }
    const onPointerMove = (event: PointerEvent) => {
      const block = outside(event.target) ? event.target.closest(BLOCK_SELECTOR) : null
      setHovered(block?.getAttribute(CANVAS_BLOCK_ATTRIBUTE) ?? null)
    }
    const onClick = (event: MouseEvent) => {
      if (!outside(event.target)) return
      const block = event.target.closest(BLOCK_SELECTOR)
      const blockId = block?.getAttribute(CANVAS_BLOCK_ATTRIBUTE)
      if (!blockId) return
      // A click in the preview selects; it does not follow the block's links or submit its forms.
      event.preventDefault()
      event.stopPropagation()
      const text = clickedWords(event.target)
      setSelected(blockId)
      clearTimeout(pendingSelect)
      pending = undefined
      // The second click of a double-click: inline editing follows, and the form must not take the focus.
      if (event.detail >= 2) return
      const select = () => {
        pending = undefined
        if (inFrame) send({ source: CANVAS_SOURCE, type: 'select', blockId, text })
        else window.location.assign(`${editUrl}#${CANVAS_FRAGMENT}${encodeURIComponent(JSON.stringify({ blockId, text }))}`)
      }
      // Words that can be edited in place wait to see whether a second click comes; anything else selects at once.
      if (inFrame && isPlainText(event.target)) {
        pending = select
        pendingSelect = setTimeout(select, DOUBLE_CLICK_MS)
      } else select()
    }
    const onDoubleClick = (event: MouseEvent) => {
      if (!inFrame || !outside(event.target) || !isPlainText(event.target)) return
      const element = event.target as HTMLElement
      const blockId = element.closest(BLOCK_SELECTOR)?.getAttribute(CANVAS_BLOCK_ATTRIBUTE)
      if (!blockId) return
      event.preventDefault()
      // The form may still be opening the rows for the first click (a long page, a busy machine): it must not
      // take the focus from the words being edited when it gets there.
      send({ source: CANVAS_SOURCE, type: 'editing', blockId })
      setEditing({ element, blockId, before: element.textContent ?? '' })
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !(event.target instanceof Element && event.target.closest(`[${CANVAS_EDITING_ATTRIBUTE}]`))) setSelected(null)
    }
    document.addEventListener('pointermove', onPointerMove, { passive: true })
    // The preview answers clicks from here on (this script loads after the page shows; tests wait for it).
    document.documentElement.setAttribute(CANVAS_READY_ATTRIBUTE, '')
    document.addEventListener('click', onClick, true)
    document.addEventListener('dblclick', onDoubleClick, true)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      clearTimeout(pendingSelect)
      pending?.()
      document.documentElement.removeAttribute(CANVAS_READY_ATTRIBUTE)
      document.removeEventListener('pointermove', onPointerMove)
      document.removeEventListener('click', onClick, true)
      document.removeEventListener('dblclick', onDoubleClick, true)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [editUrl, inFrame, send])

  const selectedElement = blockElement(selected)
  const selectedBox = selectedElement && boxOf(selectedElement)
  const hoveredElement = hovered !== selected ? blockElement(hovered) : null
  const hoveredBox = hoveredElement && boxOf(hoveredElement)
  const labelOf = (element: Element) => element.getAttribute(CANVAS_LABEL_ATTRIBUTE) ?? ''
  const sectionLink = selectedElement?.getAttribute(CANVAS_EDIT_LINK_ATTRIBUTE)
  /** The toolbar's width: its buttons, and the section's link when it has one. */
  const toolbarWidth = TOOLBAR.length * 30 + 20 + (sectionLink ? 130 : 0)
  return (
    <>
      <style>{STYLES}</style>
      {editing && (
        <InlineEditor
          edit={editing}
          onDone={(value) => {
            setEditing(null)
            if (value !== undefined && value !== normalizeWords(editing.before))
              send({ source: CANVAS_SOURCE, type: 'setText', blockId: editing.blockId, text: editing.before, value })
          }}
        />
      )}
      {hoveredElement && hoveredBox && <Outline box={hoveredBox} label={labelOf(hoveredElement)} kind="hover" />}
      {selectedElement && selectedBox && selected && (
        <>
          <Outline box={selectedBox} label={labelOf(selectedElement)} kind="selected" />
          {inFrame && (
            <div
              className="canvas-toolbar"
              role="toolbar"
              aria-label={`Block: ${labelOf(selectedElement)}`}
              style={{ top: Math.max(4, selectedBox.top + 4), left: Math.max(4, selectedBox.left + selectedBox.width - toolbarWidth) }}
            >
              {sectionLink && (
                // The section opens in the admin's own window, not the preview's frame.
                <a href={sectionLink} target="_top">
                  Edit the section
                </a>
              )}
              {TOOLBAR.map(({ action, label, glyph }) => (
                <button
                  key={action}
                  type="button"
                  aria-label={label}
                  title={label}
                  data-wide={glyph.length > 1 ? '' : undefined}
                  disabled={action === 'undo' && !undoable}
                  onClick={() => {
                    flushSelect.current()
                    send({ source: CANVAS_SOURCE, type: 'action', blockId: selected, action })
                  }}
                >
                  {action === 'duplicate' ? <DuplicateIcon /> : glyph}
                </button>
              ))}
            </div>
          )}
        </>
      )}
    </>
  )
}
