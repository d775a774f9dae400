/**
 * What a page's options (admin: the page's "Page options" tab) do on the site:
 * the frame around the content and scroll snapping. Pure, so the rules are
 * unit-tested apart from Payload and React.
 */

/** The page frames PageShell draws. */
export const SHELL_VARIANTS = ['full', 'simple'] as const
export type ShellVariant = (typeof SHELL_VARIANTS)[number]

/** The stored frame, or the full one for anything else (documents without the option, old or hand-edited data). */
export function resolveShell(value: unknown): ShellVariant {
  return (SHELL_VARIANTS as readonly unknown[]).includes(value) ? (value as ShellVariant) : 'full'
}

/** Scroll snapping as stored: block numbers count from 1, as the admin numbers the page's blocks. */
export type ScrollSnapOptions = {
  enabled?: boolean | null
  pauseFrom?: number | null
  pauseUntil?: number | null
  scope?: number | null
}

/** Scroll snapping to render: positions in the layout (from 0); a missing end is open on that side. */
export type ScrollSnapPlan = {
  /** Snapping pauses from the top of this block… */
  pauseFrom?: number
  /** …until the top of this one. */
  pauseUntil?: number
  /** Snapping only while this block is on screen. */
  scope?: number
}

export type ScrollSnapContext = {
  /** The page's path: the home page's snapping also needs the homepageScrollSnap flag (spec §9). */
  path: string
  homepageScrollSnap: boolean
  /** How many top-level blocks the layout has. */
  blockCount: number
}

/** A stored block number as a position in the layout, or undefined when it names no block. */
function position(blockNumber: number | null | undefined, blockCount: number): number | undefined {
  if (typeof blockNumber !== 'number' || !Number.isInteger(blockNumber) || blockNumber < 1 || blockNumber > blockCount) return undefined
  return blockNumber - 1
}

/**
 * The scroll snapping a page gets, or null for none: off unless switched on,
 * off on the home page while its flag is off, off for a page without blocks.
 * Block numbers past the layout's end (blocks deleted since) are dropped, and
 * a pause that resumes before it starts pauses nothing.
 */
export function resolveScrollSnap(
  options: ScrollSnapOptions | null | undefined,
  { path, homepageScrollSnap, blockCount }: ScrollSnapContext,
): ScrollSnapPlan | null {
  if (!options?.enabled || blockCount < 1) return null
  if (path === '/' && !homepageScrollSnap) return null
  let pauseFrom = position(options.pauseFrom, blockCount)
  let pauseUntil = position(options.pauseUntil, blockCount)
  if (pauseFrom !== undefined && pauseUntil !== undefined && pauseUntil <= pauseFrom) {
    pauseFrom = undefined
    pauseUntil = undefined
  }
  const scope = position(options.scope, blockCount)
  return {
    ...(pauseFrom !== undefined ? { pauseFrom } : {}),
    ...(pauseUntil !== undefined ? { pauseUntil } : {}),
    ...(scope !== undefined ? { scope } : {}),
  }
}

/** The data attributes that mark the blocks a plan names, read by the ScrollSnap island. */
export const SNAP_MARKS = { pauseFrom: 'data-snap-pause-from', pauseUntil: 'data-snap-pause-until', scope: 'data-snap-scope' } as const

/** The marks on the block at `index` (empty for most blocks). */
export function snapMarks(plan: ScrollSnapPlan, index: number): Record<string, ''> {
  const marks: Record<string, ''> = {}
  for (const key of Object.keys(SNAP_MARKS) as (keyof typeof SNAP_MARKS)[]) if (plan[key] === index) marks[SNAP_MARKS[key]] = ''
  return marks
}

/** The options of any routed document as stored; only pages have them, so the others resolve to the defaults. */
export type StoredPageOptions = { shell?: unknown; scrollSnap?: ScrollSnapOptions | null; layout?: readonly unknown[] | null }

export type PageOptions = { shell: ShellVariant; scrollSnap: ScrollSnapPlan | null }

/** A document's frame and scroll snapping, as rendered at `path` with the current flags. */
export function resolvePageOptions(doc: StoredPageOptions, { path, homepageScrollSnap }: Omit<ScrollSnapContext, 'blockCount'>): PageOptions {
  return {
    shell: resolveShell(doc.shell),
    scrollSnap: resolveScrollSnap(doc.scrollSnap, { path, homepageScrollSnap, blockCount: doc.layout?.length ?? 0 }),
  }
}
