/**
 * Counts the runs of our per-request code (the draft-mode proxy, the unrouted
 * handler, a page render) in the test environment only, so a test can read over
 * HTTP (GET /api/test-probe) that a cached page request ran none of it.
 * Elsewhere it does nothing. One counter per process, shared by every bundle
 * of the server (the proxy's and the routes').
 */
export const PROBE_NAMES = ['proxy', 'unrouted', 'render'] as const
export type ProbeName = (typeof PROBE_NAMES)[number]

const KEY = Symbol.for('ostra.requestProbe')
type Counts = Record<ProbeName, number>

// APP_ENV read directly (a documented exception, tests/unit/config.test.ts): the proxy imports this, and one
// flag is not worth loading the whole configuration there.
const enabled = () => process.env.APP_ENV === 'test'

function counts(): Counts {
  const holder = globalThis as { [KEY]?: Counts }
  holder[KEY] ??= { proxy: 0, unrouted: 0, render: 0 }
  return holder[KEY]
}

export function countRun(name: ProbeName): void {
  if (enabled()) counts()[name]++
}

/** The counts so far, or undefined outside the test environment. */
export function probeCounts(): Readonly<Counts> | undefined {
  return enabled() ? { ...counts() } : undefined
}
