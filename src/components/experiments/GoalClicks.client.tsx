'use client'
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { goalsReached, type ClickGoal } from '@/lib/experiments'

import { track } from '../tracking/analytics'

/**
 * On a page of experiments whose goal is a click: a click on the chosen button or link sends
 * `Experiment Goal Clicked` (once per experiment and page view), which the experiment's results count.
 * The link is followed as usual (the event goes with keepalive).
 */
export function GoalClicks({ goals }: { goals: ClickGoal[] }) {
  const pathname = usePathname()
  useEffect(() => {
    const sent = new Set<string>()
    const onClick = (event: MouseEvent) => {
      const element = event.target instanceof Element ? event.target.closest('a[href], button, [role="button"], input[type="submit"]') : null
      if (!element) return
      const words = element instanceof HTMLInputElement ? element.value : (element.textContent ?? element.getAttribute('aria-label') ?? '')
      for (const experimentId of goalsReached(goals, { words, href: element.getAttribute('href') }, window.location.href)) {
        if (sent.has(experimentId)) continue
        sent.add(experimentId)
        track('Experiment Goal Clicked', { experimentId })
      }
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [goals, pathname])
  return null
}
