import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { assignmentsFor, chooseVariants, encodeAssignments, type ChooserBrowser, type VariantChoice } from '@/lib/experiments'

/** A browser's cookie jar, as far as the chooser uses it: set by name and path, read as document.cookie reads. */
function browser(initial: Record<string, string> = {}, { refuseCookies = false } = {}) {
  const jar = new Map(Object.entries(initial))
  const written: string[] = []
  let reloadMark: string | null = null
  let ids = 0
  const b: ChooserBrowser = {
    readCookies: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    writeCookie: (cookie) => {
      written.push(cookie)
      if (refuseCookies) return
      const [pair, ...attributes] = cookie.split('; ')
      const at = pair.indexOf('=')
      if (attributes.includes('Max-Age=0')) jar.delete(pair.slice(0, at))
      else jar.set(pair.slice(0, at), pair.slice(at + 1))
    },
    lastReload: { get: () => reloadMark, set: (value) => (reloadMark = value) },
    newId: () => `new-id-${++ids}`,
    secure: true,
  }
  return { b, jar, written }
}

const experiments = [
  { key: 'hero', weights: [1, 1] },
  { key: 'pricing-cta', weights: [1, 2, 1] },
]
const choice = (rendered: string, over: Partial<VariantChoice> = {}): VariantChoice => ({
  path: '/pricing',
  cookie: 'ostra_v1',
  experiments,
  rendered,
  anonymousIdCookie: 'ajs_anonymous_id',
  maxAge: { anonymousId: 100, variants: 50 },
  ...over,
})
const quoted = (id: string) => encodeURIComponent(JSON.stringify(id))

describe('the visitor’s variants, chosen in their browser', () => {
  it('picks what the server’s assignment picks, for any id and weights', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uuid(),
          fc.string({ minLength: 1, maxLength: 40 }).filter((id) => id.trim() === id && !/[";\\]/.test(id)),
        ),
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 2, maxLength: 4 }),
        (id, weights) => {
          // Ids as the analytics library and the server read them back: no quote or backslash (a UUID in practice).
          const running = [{ key: 'exp-a', weights }]
          const { b, jar } = browser({ ajs_anonymous_id: quoted(id) })
          chooseVariants(choice('', { experiments: running }), b)
          const wanted = encodeAssignments(assignmentsFor(running, id))
          expect(jar.get('ostra_v1') ?? 'exp-a.0').toBe(wanted)
        },
      ),
    )
  })

  it('runs from its own source text, as the inline script does (nothing outside its body)', () => {
    const fromSource = new Function(`return (${chooseVariants.toString()})`)() as typeof chooseVariants
    for (const id of ['a', 'b', 'visitor-3', '2b6c1f3e-0000-4000-8000-000000000001']) {
      const one = browser({ ajs_anonymous_id: quoted(id) })
      const two = browser({ ajs_anonymous_id: quoted(id) })
      expect(fromSource(choice('hero.0~pricing-cta.0'), one.b)).toBe(chooseVariants(choice('hero.0~pricing-cta.0'), two.b))
      expect(one.written).toEqual(two.written)
    }
  })

  it('keeps a non-control combination in the page’s cookie and asks for the page again once; the control needs no cookie', () => {
    // Found by search: ids whose assignment is, and is not, every control.
    const ids = Array.from({ length: 200 }, (_, i) => `visitor-${i}`)
    const controlId = ids.find((id) => Object.values(assignmentsFor(experiments, id)).every((v) => v === 0)) as string
    const variantId = ids.find((id) => assignmentsFor(experiments, id).hero === 1) as string
    const wanted = encodeAssignments(assignmentsFor(experiments, variantId))

    const visitor = browser({ ajs_anonymous_id: quoted(variantId) })
    expect(chooseVariants(choice('hero.0~pricing-cta.0'), visitor.b)).toBe(true)
    expect(visitor.written).toEqual([`ostra_v1=${wanted}; Max-Age=50; Path=/pricing; SameSite=Lax; Secure`])
    // The page again, now their variant: nothing more to do.
    expect(chooseVariants(choice(wanted), visitor.b)).toBe(false)
    expect(visitor.written).toHaveLength(1)
    // Served the control again all the same (a cache that ignores the cookie): no second reload, no loop.
    expect(chooseVariants(choice('hero.0~pricing-cta.0'), visitor.b)).toBe(false)

    const control = browser({ ajs_anonymous_id: quoted(controlId), ostra_v1: 'hero.1~pricing-cta.0' })
    expect(chooseVariants(choice('hero.0~pricing-cta.0'), control.b)).toBe(false)
    expect(control.jar.has('ostra_v1')).toBe(false)
    expect(control.written).toEqual(['ostra_v1=; Max-Age=0; Path=/pricing; SameSite=Lax; Secure'])
  })

  it('gives a first visit an anonymous id the analytics library reads (JSON-quoted, site-wide)', () => {
    const visitor = browser()
    chooseVariants(choice('hero.0~pricing-cta.0'), visitor.b)
    expect(visitor.written[0]).toBe(`ajs_anonymous_id=${quoted('new-id-1')}; Max-Age=100; Path=/; SameSite=Lax; Secure`)
    expect(visitor.jar.get('ostra_v1') ?? 'hero.0~pricing-cta.0').toBe(encodeAssignments(assignmentsFor(experiments, 'new-id-1')))
  })

  it('clears the cookie an ended experiment left, and never reloads when cookies are refused or anything throws', () => {
    const ended = browser({ ajs_anonymous_id: quoted('x'), ostra_v1: 'old-test.1' })
    expect(chooseVariants(choice('', { experiments: [] }), ended.b)).toBe(false)
    expect(ended.jar.has('ostra_v1')).toBe(false)

    const variantId = Array.from({ length: 200 }, (_, i) => `v-${i}`).find((id) => assignmentsFor(experiments, id).hero === 1) as string
    const refusing = browser({ ajs_anonymous_id: quoted(variantId) }, { refuseCookies: true })
    expect(chooseVariants(choice('hero.0~pricing-cta.0'), refusing.b)).toBe(false)

    const broken = browser()
    broken.b.readCookies = () => {
      throw new Error('SecurityError')
    }
    expect(chooseVariants(choice('hero.0~pricing-cta.0'), broken.b)).toBe(false)
  })
})
