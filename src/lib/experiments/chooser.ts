/**
 * A visitor's variants of a page, chosen in their browser: the page under test is served as every other
 * page is (pre-rendered, the control for everyone), and this function, inline at the top of its body,
 * assigns the visitor's variants from their anonymous id, keeps them in the page's variant cookie and
 * says whether the page shown is not theirs, so the caller loads it again (before the first paint).
 * With the cookie, next.config's rewrite serves their variant's cached page (lib/pages/nextRouting.ts
 * variantCookieRewrites), so no code of ours runs per request and a test starts on any page, old or
 * new, when its page is revalidated.
 *
 * Self-contained (no reference outside its body): it runs as an inline script, from its own source
 * text, and in the client component for pages reached by a client navigation. Its assignment is
 * GrowthBook's (hash version 2), the same as `assignVariant`; tests/unit/variantChooser.test.ts holds
 * them equal. A flag test's outcome is GrowthBook's SDK's for the same id (tests/unit/flagTests.test.ts).
 */

import type { ChooserStep } from './flagTests'

/**
 * A block experiment (its key hashed over its variants' weights), or a flag test (GrowthBook's rules as steps,
 * ./flagTests.ts, and the page variant of each outcome: `variants[outcome]`).
 */
export type ChooserTest = { key: string; weights: readonly number[] } | { key: string; steps: readonly ChooserStep[]; variants: readonly number[] }

export type VariantChoice = {
  /** The page's path: the variant cookie's Path. */
  path: string
  /** The variant cookie of the page's depth (lib/pages/variants.ts variantCookieName). */
  cookie: string
  /** The page's running experiments and flag tests, in key order. */
  experiments: readonly ChooserTest[]
  /** The combination this page shows (encodeAssignments; every experiment named, its control as 0). */
  rendered: string
  /** The anonymous id's cookie, shared with the analytics library (JSON-quoted, as it stores it). */
  anonymousIdCookie: string
  /** How long the cookies last, in seconds. */
  maxAge: { anonymousId: number; variants: number }
}

/** What the browser gives the chooser: its cookies, storage and id maker (tests hand in their own). */
export type ChooserBrowser = {
  readCookies: () => string
  writeCookie: (cookie: string) => void
  /** Remembers the last reload per tab (sessionStorage), so a page that cannot show the variant is never reloaded in a loop. */
  lastReload: { get: () => string | null; set: (value: string) => void }
  newId: () => string
  secure: boolean
}

/** Whether the page should be loaded again to show the visitor's variants (their cookie is then set). */
export function chooseVariants(choice: VariantChoice, browser?: ChooserBrowser): boolean {
  try {
    const b: ChooserBrowser = browser ?? {
      readCookies: () => document.cookie,
      writeCookie: (cookie) => (document.cookie = cookie),
      lastReload: { get: () => sessionStorage.getItem('ostra-variant-reload'), set: (value) => sessionStorage.setItem('ostra-variant-reload', value) },
      newId: () => crypto.randomUUID(),
      secure: location.protocol === 'https:',
    }
    const read = (name: string): string | undefined => {
      for (const part of b.readCookies().split(';')) {
        const at = part.indexOf('=')
        if (at !== -1 && part.slice(0, at).trim() === name) {
          try {
            return decodeURIComponent(part.slice(at + 1).trim())
          } catch {
            return undefined
          }
        }
      }
      return undefined
    }
    const fnv = (text: string): number => {
      let hash = 0x811c9dc5
      for (let i = 0; i < text.length; i++) {
        hash ^= text.charCodeAt(i)
        hash = Math.imul(hash, 0x01000193) >>> 0
      }
      return hash >>> 0
    }
    const assign = (key: string, id: string, weights: readonly number[]): number => {
      const n = (fnv(String(fnv(key + id))) % 10000) / 10000
      const total = weights.reduce((sum, w) => sum + w, 0)
      let start = 0
      for (let i = 0; i < weights.length; i++) {
        const share = total > 0 ? weights[i] / total : 1 / weights.length
        if (n >= start && n < start + share) return i
        start += share
      }
      return 0
    }
    // A flag test: GrowthBook's rules in order; the first whose id list and hash range take the visitor decides.
    const outcome = (steps: readonly ChooserStep[], id: string): number => {
      for (const step of steps) {
        if (step.ids && !step.ids.includes(id)) continue
        const n = step.hashVersion === 2 ? (fnv(String(fnv(step.seed + id))) % 10000) / 10000 : (fnv(id + step.seed) % 1000) / 1000
        for (const [start, end, result] of step.ranges) if (n >= start && n < end) return result
      }
      return 0
    }
    const attributes = `; Path=${choice.path}; SameSite=Lax${b.secure ? '; Secure' : ''}`
    let id = (read(choice.anonymousIdCookie) ?? '').replace(/^"|"$/g, '').trim().slice(0, 100)
    if (!id) {
      id = b.newId()
      b.writeCookie(
        `${choice.anonymousIdCookie}=${encodeURIComponent(JSON.stringify(id))}; Max-Age=${choice.maxAge.anonymousId}; Path=/; SameSite=Lax${b.secure ? '; Secure' : ''}`,
      )
    }
    const assigned = choice.experiments.map(
      (test) => `${test.key}.${'steps' in test ? (test.variants[outcome(test.steps, id)] ?? 0) : assign(test.key, id, test.weights)}`,
    )
    const wanted = assigned.join('~')
    // The control needs no cookie: its page is the pre-rendered one.
    const control = assigned.every((part) => part.endsWith('.0'))
    if (control) {
      if (read(choice.cookie) !== undefined) b.writeCookie(`${choice.cookie}=; Max-Age=0${attributes}`)
    } else if (read(choice.cookie) !== wanted) {
      b.writeCookie(`${choice.cookie}=${wanted}; Max-Age=${choice.maxAge.variants}${attributes}`)
    }
    if (wanted === choice.rendered) return false
    // Cookies refused: a reload would show the same page again.
    if ((read(choice.cookie) ?? '') !== (control ? '' : wanted)) return false
    const mark = `${choice.path}|${wanted}`
    if (b.lastReload.get() === mark) return false
    b.lastReload.set(mark)
    return true
  } catch {
    return false
  }
}
