import fc from 'fast-check'
import { readFileSync } from 'node:fs'
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { compileNonPath, matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination'
import { describe, expect, it } from 'vitest'

import {
  INTERNAL_RENDER_HEADER,
  internalRedirects,
  localeRewrites,
  paginatedRewrites,
  unroutedFallback,
  unroutedGuard,
  variantCookieRewrites,
  type NextRewrite,
} from '@/lib/pages/nextRouting'
import { buildRedirectMap } from '@/lib/pages/redirects'
import { findLocale } from '@/lib/pages/locales'
import { documentPathOf } from '@/lib/pages/routing'
import { unroutedVerdict, type UnroutedTables } from '@/lib/pages/unrouted'
import { decodeVariant, encodeVariant, MAX_PAGE_DEPTH, NO_VARIANT, variantCookieName, variantPath, type PageVariant } from '@/lib/pages/variants'

const tables: UnroutedTables = {
  redirects: buildRedirectMap([
    { from: '/old-pricing', type: '301', to: { type: 'custom', url: '/pricing' } },
    { from: '/campaign', type: '302', to: { type: 'custom', url: '/lp/spring?utm_source=print' } },
  ]),
  published: new Set(['/', '/pricing', '/pricing/messaging', '/spring-launch', '/solutions/healthcare']),
}

describe('the unrouted handler’s verdict (addresses no pre-rendered page has)', () => {
  it('answers a managed redirect with its status, keeping the visitor’s query unless the target has one', () => {
    expect(unroutedVerdict('/old-pricing', '?utm_source=mail', tables)).toEqual({ kind: 'redirect', status: 301, location: '/pricing?utm_source=mail' })
    expect(unroutedVerdict('/campaign', '?utm_source=mail', tables)).toEqual({ kind: 'redirect', status: 302, location: '/lp/spring?utm_source=print' })
  })

  it('redirects another spelling of a published path to it (308), keeping the query', () => {
    expect(unroutedVerdict('/Pricing/Messaging', '?utm_source=x', tables)).toEqual({
      kind: 'redirect',
      status: 308,
      location: '/pricing/messaging?utm_source=x',
    })
    expect(unroutedVerdict('/spring%2Dlaunch', '', tables)).toEqual({ kind: 'redirect', status: 308, location: '/spring-launch' })
  })

  it('renders a page published since the build through its internal address, without variants', () => {
    expect(unroutedVerdict('/spring-launch', '', tables)).toEqual({
      kind: 'render',
      path: '/spring-launch',
      internalPath: '/x/_/spring-launch',
    })
  })

  it('renders a page with running experiments as any page: its visitors’ browsers pick their variants', () => {
    expect(unroutedVerdict('/solutions/healthcare', '', tables)).toEqual({
      kind: 'render',
      path: '/solutions/healthcare',
      internalPath: '/x/_/solutions/healthcare',
    })
  })

  it('answers 404 for any address no document has, in every family, and for malformed encodings', () => {
    for (const p of ['/spring-launch-2', '/pricing/nope', '/products/no-such-product', '/a/b/c', '/x.html', '/products/%25E0', '/%E0', '/assets/missing.png']) {
      expect(unroutedVerdict(p, '', tables), p).toEqual({ kind: 'not-found' })
    }
  })

  it('never throws, and renders only published paths, whatever the address', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), (p, q) => {
        const verdict = unroutedVerdict(p || '/', q ? `?${q}` : '', tables)
        if (verdict.kind === 'render') expect(tables.published.has(documentPathOf(p || '/') ?? '')).toBe(true)
      }),
    )
  })
})

/** A rule as Next applies it: the source over the pathname, then `has`/`missing` over the request. */
function applies(
  rule: NextRewrite,
  pathname: string,
  query: Record<string, string> = {},
  headers: Record<string, string> = {},
  cookies: Record<string, string> = {},
): string | undefined {
  const params = getPathMatch(rule.source, { removeUnnamedParams: true, strict: true })(pathname)
  if (!params) return undefined
  const hasParams = matchHas({ headers, cookies } as never, query, rule.has, rule.missing)
  if (!hasParams) return undefined
  // The path as Next compiles a destination's (prepareDestination), its query as Next fills one in.
  const values = { ...params, ...hasParams }
  const [pathPart, queryPart] = rule.destination.split('?')
  const { newUrl } = prepareDestination({ appendParamsToQuery: false, destination: pathPart, params: values, query: {} })
  return queryPart ? `${newUrl}?${compileNonPath(queryPart, values)}` : newUrl
}
const first = (rules: NextRewrite[], ...args: Parameters<typeof applies> extends [unknown, ...infer R] ? R : never) => {
  for (const rule of rules) {
    const target = applies(rule, ...args)
    if (target !== undefined) return target
  }
  return undefined
}

describe('the routing Next answers from next.config', () => {
  it('renders ?locale= of a non-default locale at its variant address, in any case, home included', () => {
    expect(first(localeRewrites(), '/pricing/messaging', { locale: 'en-GB' })).toBe('/x/en-gb/pricing/messaging')
    expect(first(localeRewrites(), '/products/voice-api', { locale: 'en-au' })).toBe('/x/en-au/products/voice-api')
    expect(first(localeRewrites(), '/', { locale: 'nl-NL' })).toBe('/x/nl-nl')
    // The lists too: their first page in a locale is a locale variant like any page's.
    expect(first(localeRewrites(), '/resources', { locale: 'en-GB' })).toBe('/x/en-gb/resources')
  })

  it('leaves the default locale, unknown values and the internal addresses alone', () => {
    expect(first(localeRewrites(), '/pricing/messaging', { locale: 'en-US' })).toBeUndefined()
    expect(first(localeRewrites(), '/pricing/messaging', { locale: 'fr-FR' })).toBeUndefined()
    expect(first(localeRewrites(), '/pricing/messaging')).toBeUndefined()
    for (const p of ['/x/en-gb/pricing', '/x/a.1/pricing', '/x', '/api/pages', '/unrouted/a', '/admin', '/_next/static/a.js'])
      expect(first(localeRewrites(), p, { locale: 'en-GB' }), p).toBeUndefined()
    // Only whole segments are reserved: a page whose path starts like an internal one is localized.
    expect(first(localeRewrites(), '/xylophone', { locale: 'en-GB' })).toBe('/x/en-gb/xylophone')
  })

  it('renders a list’s later page at its variant address, in its locale when one is asked for; page 1 and non-numbers stay the cached list', () => {
    const rules = [...paginatedRewrites(), ...localeRewrites()]
    expect(first(rules, '/resources', { page: '2' })).toBe('/x/p2/resources')
    expect(first(rules, '/release-notes', { page: '12' })).toBe('/x/p12/release-notes')
    expect(first(rules, '/resources', { page: '3', locale: 'nl-NL' })).toBe('/x/nl-nl~p3/resources')
    expect(first(rules, '/resources', { page: '9999', locale: 'EN-gb' })).toBe('/x/en-gb~p9999/resources')
    for (const page of ['1', '0', '01', '-2', '2a', 'abc', '10000', ' 2']) expect(first(paginatedRewrites(), '/resources', { page }), page).toBeUndefined()
    expect(first(paginatedRewrites(), '/resources')).toBeUndefined()
    expect(first(paginatedRewrites(), '/resources', { category: 'iot', q: 'sim' })).toBeUndefined()
    expect(first(paginatedRewrites(), '/resources/esim-explained', { page: '2' })).toBeUndefined()
    expect(first(paginatedRewrites(), '/pricing/messaging', { page: '2' })).toBeUndefined()
  })

  it('sends each rewrite to an address the variant route reads back as the same locale and page', () => {
    const rules = [...paginatedRewrites(), ...localeRewrites()]
    const target = first(rules, '/resources', { page: '7', locale: 'en-AU' }) as string
    const [, , segment, ...rest] = target.split('/')
    expect(decodeVariant(segment as string)).toEqual({ locale: findLocale('en-AU'), page: 7, experiments: {} })
    expect(`/${rest.join('/')}`).toBe('/resources')
  })

  it('renders a returning visitor’s variants from the page’s own variant cookie, one rule per depth of path', () => {
    const rules = [...paginatedRewrites(), ...variantCookieRewrites(), ...localeRewrites()]
    const visit = (path: string, cookies: Record<string, string>, query: Record<string, string> = {}) => first(rules, path, query, {}, cookies)
    expect(variantCookieName('/')).toBe('ostra_v0')
    expect(variantCookieName('/pricing')).toBe('ostra_v1')
    expect(variantCookieName('/solutions/healthcare')).toBe('ostra_v2')
    expect(MAX_PAGE_DEPTH).toBe(2)
    expect(visit('/', { ostra_v0: 'home-hero.1' })).toBe('/x/home-hero.1')
    expect(visit('/why-ostra', { ostra_v1: 'why-cta.2~why-hero.0' })).toBe('/x/why-cta.2~why-hero.0/why-ostra')
    expect(visit('/solutions/healthcare', { ostra_v2: 'solutions-cta.1' })).toBe('/x/solutions-cta.1/solutions/healthcare')
    // In a locale: both, as the variant segment reads them.
    const localized = visit('/solutions/healthcare', { ostra_v2: 'solutions-cta.1' }, { locale: 'en-GB' }) as string
    expect(localized).toBe('/x/en-gb~solutions-cta.1/solutions/healthcare')
    expect(decodeVariant(localized.split('/')[2] as string)).toEqual({ locale: findLocale('en-GB'), page: 1, experiments: { 'solutions-cta': 1 } })
    // A cookie is sent to the paths below its page too: another depth's cookie is never read.
    expect(visit('/pricing/messaging', { ostra_v1: 'pricing-cta.1' })).toBeUndefined()
    expect(visit('/pricing', { ostra_v0: 'home-hero.1', ostra_v2: 'a.1' })).toBeUndefined()
    // A list's later page shows the controls; the internal addresses, the API and the admin never take a variant.
    expect(visit('/resources', { ostra_v1: 'resources-hero.1' }, { page: '2' })).toBe('/x/p2/resources')
    for (const p of ['/x/a.1', '/x', '/api/pages', '/unrouted/a', '/admin', '/admin/collections', '/_next/static/a.js'])
      expect(visit(p, { ostra_v1: 'a.1', ostra_v2: 'a.1', ostra_v3: 'a.1' }), p).toBeUndefined()
  })

  it('is keyed on by the shipped edge cache, the page’s own cookie for every depth a page has', () => {
    const http = readFileSync('deploy/nginx/edge-http.conf', 'utf8')
    for (let depth = 0; depth <= MAX_PAGE_DEPTH; depth++) {
      const path = '/a'.repeat(depth) || '/'
      const line = http.split('\n').find((l) => l.includes(`$cookie_${variantCookieName(path)};`))
      expect(line, path).toBeDefined()
      expect(new RegExp((/"~(.*)"/.exec(line as string) as RegExpExecArray)[1]).test(path), path).toBe(true)
    }
    expect(readFileSync('deploy/nginx/edge.conf', 'utf8')).toMatch(/proxy_cache_key "[^"]*\$ostra_variants";/)
  })

  it('takes only what the chooser writes from a variant cookie: anything else is no variant', () => {
    const rules = variantCookieRewrites()
    for (const value of [
      '',
      'a',
      'a.4',
      'A.1',
      'a.1~',
      '~a.1',
      'a.1;b.1',
      'a.1/../admin',
      '../x',
      'a.1 ',
      '-a.1',
      `${'k'.repeat(65)}.1`,
      Array.from({ length: 9 }, (_, i) => `k${i}.1`).join('~'),
    ])
      expect(first(rules, '/pricing', {}, {}, { ostra_v1: value }), value).toBeUndefined()
    expect(first(rules, '/pricing', {}, {}, { ostra_v1: Array.from({ length: 8 }, (_, i) => `k${i}.1`).join('~') })).toMatch(/^\/x\/k0\.1~.*~k7\.1\/pricing$/)
    fc.assert(
      fc.property(fc.string(), (value) => {
        const target = first(rules, '/pricing', {}, {}, { ostra_v1: value })
        if (target !== undefined) expect(target).toMatch(/^\/x\/[a-z0-9.~-]+\/pricing$/)
      }),
    )
  })

  it('redirects the internal address to the public one, keeping a locale, except the unrouted handler’s own request', () => {
    const rules = internalRedirects('token-1')
    expect(first(rules, '/x/en-gb/pricing/messaging')).toBe('/pricing/messaging?locale=en-GB')
    expect(first(rules, '/x/nl-nl')).toBe('/?locale=nl-NL')
    expect(first(rules, '/x/p2/resources')).toBe('/resources')
    expect(first(rules, '/x/_')).toBe('/')
    expect(first(rules, '/x/solutions-cta.1/solutions/healthcare')).toBe('/solutions/healthcare')
    expect(first(rules, '/x/solutions-cta.1/solutions/healthcare', {}, { [INTERNAL_RENDER_HEADER]: 'guess' })).toBe('/solutions/healthcare')
    expect(first(rules, '/x/solutions-cta.1/solutions/healthcare', {}, { [INTERNAL_RENDER_HEADER]: 'token-1' })).toBeUndefined()
    expect(first(rules, '/x/en-gb/pricing', {}, { [INTERNAL_RENDER_HEADER]: 'token-1' })).toBeUndefined()
  })

  it('sends every address to the unrouted handler as a fallback, and a direct request for the handler to a path no document has', () => {
    expect(first(unroutedFallback(), '/no-such-page/at/all')).toBe('/unrouted/no-such-page/at/all')
    expect(first(unroutedGuard(), '/unrouted/pricing/messaging')).toBe('/unrouted/unrouted/pricing/messaging')
  })
})

describe('a page’s variant (locale, list page, experiments): one segment of the internal address', () => {
  const gb = findLocale('en-GB')
  it('writes each combination one way and reads it back', () => {
    expect(encodeVariant({})).toBe(NO_VARIANT)
    expect(encodeVariant({ locale: findLocale('en-US'), page: 1, experiments: {} })).toBe(NO_VARIANT)
    expect(encodeVariant({ locale: gb })).toBe('en-gb')
    expect(encodeVariant({ page: 3 })).toBe('p3')
    expect(encodeVariant({ locale: gb, page: 3, experiments: { 'pricing-cta': 1, 'home-hero': 0 } })).toBe('en-gb~p3~home-hero.0~pricing-cta.1')
    const variants: PageVariant[] = [
      { page: 1, experiments: {} },
      { locale: gb, page: 1, experiments: {} },
      { page: 42, experiments: { 'solutions-cta': 2 } },
      { locale: findLocale('nl-NL'), page: 9999, experiments: { a: 1, 'b-c': 3 } },
    ]
    for (const variant of variants) expect(decodeVariant(encodeVariant(variant)), JSON.stringify(variant)).toEqual(variant)
    expect(variantPath({ locale: gb }, '/')).toBe('/x/en-gb')
    expect(variantPath(NO_VARIANT, '/pricing')).toBe('/x/_/pricing')
  })

  it('reads any segment without throwing, keeping only well-formed parts', () => {
    expect(decodeVariant('EN-GB~p0~p10000~fr-fr~en-us~bad key.1~ok.2')).toEqual({ locale: gb, page: 1, experiments: { ok: 2 } })
    expect(decodeVariant('%E0%A4%A')).toEqual({ page: 1, experiments: {} })
    fc.assert(
      fc.property(fc.string(), (segment) => {
        const variant = decodeVariant(segment)
        expect(variant.page).toBeGreaterThanOrEqual(1)
        expect(variant.page).toBeLessThanOrEqual(9999)
        expect(variant.locale?.isDefault ?? false).toBe(false)
      }),
    )
  })
})
