'use client'
import { cloneElement, useCallback, useEffect, useId, useRef, useState, type FocusEvent, type PointerEvent, type ReactElement, type ReactNode } from 'react'

import { Z_INDEX, createTooltipGroup, isDismissKey, mergeIds } from '@/lib/design'

/** Every tooltip on the page shares this, so moving from one to the next skips the open delay. */
const group = createTooltipGroup()

type TriggerProps = { 'aria-describedby'?: string }

export type TooltipProps = {
  /** Short, plain description of the trigger (not a place for links or buttons). */
  content: ReactNode
  /** One focusable element (a button or link); it is described by the tooltip. */
  children: ReactElement<TriggerProps>
  placement?: 'top' | 'bottom'
}

/**
 * Opens after the open delay on hover, at once on keyboard focus; closes on leave, blur and Escape.
 * The tooltip is always in the document (hidden when closed) so its text describes the trigger even before
 * this island hydrates.
 */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const openRef = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const hovered = useRef(false)
  const focused = useRef(false)
  // A click focuses the trigger too; that focus is the pointer's, not the keyboard's, and opens nothing.
  const pointerDown = useRef(false)

  const show = useCallback(() => {
    clearTimeout(timer.current)
    openRef.current = true
    setOpen(true)
  }, [])
  const hide = useCallback(() => {
    clearTimeout(timer.current)
    if (openRef.current) group.closed(Date.now())
    openRef.current = false
    setOpen(false)
  }, [])

  useEffect(() => () => clearTimeout(timer.current), [])

  // Escape works wherever focus is, since a hovered tooltip's trigger need not be focused (WCAG 1.4.13).
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (isDismissKey(event.key)) hide()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, hide])

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return
    hovered.current = true
    if (openRef.current) return
    const delay = group.openDelay(Date.now())
    clearTimeout(timer.current)
    if (delay === 0) show()
    else timer.current = setTimeout(show, delay)
  }
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return
    hovered.current = false
    if (!focused.current) hide()
  }
  const onPointerDown = () => {
    pointerDown.current = true
    document.addEventListener('pointerup', () => (pointerDown.current = false), { once: true })
    hide()
  }
  const onFocus = () => {
    focused.current = true
    if (!pointerDown.current) show()
  }
  const onBlur = (event: FocusEvent<HTMLSpanElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return
    focused.current = false
    hide()
  }

  const trigger = cloneElement(children, { 'aria-describedby': mergeIds(children.props['aria-describedby'], id) })
  return (
    <span
      className="tooltip-anchor"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onPointerDown={onPointerDown}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {trigger}
      <span id={id} role="tooltip" className={`tooltip tooltip--${placement}`} hidden={!open} style={{ zIndex: Z_INDEX.tooltip }}>
        {content}
      </span>
    </span>
  )
}
