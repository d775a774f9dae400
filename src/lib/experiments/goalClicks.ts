/**
 * An experiment's click goal: a chosen button or link of the page, named by the marketer as it reads (its
 * words, "Talk to sales") or by where it goes (its address, "/contact-us"). Pure: the page's island
 * (components/experiments/GoalClicks) asks whether a click matches, and the collection validates the name.
 */

/** A click goal's target at most this long: a button's words or an address. */
export const CLICK_TARGET_MAX_LENGTH = 200

/** A page's click goals: each experiment's id (its key) and its target. */
export type ClickGoal = { experimentId: string; target: string }

/** What a click hit: the words of the button or link, and where a link goes (as written in its href). */
export type ClickedElement = { words: string; href?: string | null }

const words = (text: string): string => text.replace(/\s+/g, ' ').trim().toLowerCase()

/** Whether a target names an address rather than words: it starts with `/` or a scheme. */
const isAddress = (target: string): boolean => /^(\/|https?:\/\/)/i.test(target.trim())

/** An address as compared: its path and query on the page's origin (a link to another site keeps its host), without a trailing slash. */
function comparable(address: string, base: string): string | undefined {
  try {
    const url = new URL(address, base)
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname
    const origin = new URL(base).origin
    return `${url.origin === origin ? '' : url.origin}${path}${url.search}`
  } catch {
    return undefined
  }
}

/**
 * Whether a click on this element reaches the goal: the link goes to the target's address (`/contact-us`
 * also matches `/contact-us/` and `https://this-site/contact-us`), or the element's words are the target's
 * (case and spacing aside).
 */
export function clickMatches(target: string, clicked: ClickedElement, base: string): boolean {
  const wanted = target.trim()
  if (!wanted) return false
  if (isAddress(wanted)) {
    if (!clicked.href) return false
    const a = comparable(wanted, base)
    return a !== undefined && a === comparable(clicked.href, base)
  }
  return words(clicked.words) === words(wanted)
}

/** The goals a click reaches, each once. */
export function goalsReached(goals: readonly ClickGoal[], clicked: ClickedElement, base: string): string[] {
  return [...new Set(goals.filter((goal) => clickMatches(goal.target, clicked, base)).map((goal) => goal.experimentId))]
}

/** A click goal's target as the collection accepts it: set when the goal is a click, within its length. */
export function clickTargetProblem(goal: unknown, target: unknown): string | undefined {
  if (goal !== 'click') return undefined
  if (typeof target !== 'string' || !target.trim()) return 'Name the button or link: its words as on the page (Talk to sales) or its address (/contact-us).'
  if (target.length > CLICK_TARGET_MAX_LENGTH) return `At most ${CLICK_TARGET_MAX_LENGTH} characters.`
  return undefined
}
