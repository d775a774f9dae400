'use client'
import { useEffect, type RefObject } from 'react'

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** Sets a property past React's value tracker (it wraps the element's own setter), so React sees the change. */
function setUntracked(control: Control, property: 'value' | 'checked', value: string | boolean) {
  const prototype = Object.getPrototypeOf(control) as object
  Object.getOwnPropertyDescriptor(prototype, property)?.set?.call(control, value)
}

/** Tells React about one control a visitor changed before hydration; whether it did is read from its defaults, which hydration set from the island's props. */
function replay(control: Control) {
  if (control instanceof HTMLSelectElement) {
    const changed = [...control.options].some((option) => option.selected !== option.defaultSelected)
    // React's change event for a select reads no tracker: the event alone is enough.
    if (changed) control.dispatchEvent(new Event('change', { bubbles: true }))
    return
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    if (control.checked === control.defaultChecked || (control.type === 'radio' && !control.checked)) return
    const chosen = control.checked
    control.checked = !chosen // through the tracker: React now believes the old state
    setUntracked(control, 'checked', chosen)
    // React listens for clicks on checkboxes and radios; a plain Event (not a MouseEvent) toggles nothing.
    control.dispatchEvent(new Event('click', { bubbles: true }))
    return
  }
  if (control.value === control.defaultValue) return
  const typed = control.value
  control.value = control.defaultValue
  setUntracked(control, 'value', typed)
  control.dispatchEvent(new Event('input', { bubbles: true }))
}

/**
 * What a visitor typed or chose in an island before it hydrated stays on
 * screen, but React never tells the island: hydration records the screen's
 * value as already seen, so a search typed early filters nothing, and typing
 * the same text again changes nothing. This replays each such control's
 * event once, after hydration, so the island's own handlers take it.
 */
export function useEarlyInput(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current
    if (!root) return
    for (const control of root.querySelectorAll<Control>('input, select, textarea')) replay(control)
  }, [container])
}
