import fc from 'fast-check'
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { compileNonPath, matchHas } from 'next/dist/shared/lib/router/utils/prepare-destination'
import { describe, expect, it } from 'vitest'

import { assignmentsFor, encodeAssignments, experimentPath } from '@/lib/experiments/experiments'
import {
  INTERNAL_RENDER_HEADER,
  internalRedirects,
  localeRewrites,
  paginatedRewrites,
  unroutedFallback,
  unroutedGuard,
  type NextRewrite,
} from '@/lib/pages/nextRouting'
import { buildRedirectMap } from '@/lib/pages/redirects'
import { documentPathOf } from '@/lib/pages/routing'
import { experimentsByPath, NO_VARIANTS, unroutedVerdict, type UnroutedTables } from '@/lib/pages/unrouted'

const tables: UnroutedTables = {
  redirects: buildRedirectMap([
    { from: '/old-pricing', type: '301', to: { type: 'custom', url: '/pricing' } },
    { from: '/campaign', type: '302', to: { type: 'custom', url: '/lp/spring?utm_source=print' } },
  ]),
  published: new Set(['/', '/pricing', '/pricing/messaging', '/spring-launch', '/solutions/healthcare']),
  experiments: experimentsByPath([{ key: 'solutions-cta', weights: [1, 1], paths: ['/solutions/healthcare'] }]),
}
const ID = '2b6c1f3e-0000-4000-8000-000000000001'

describe('the unrouted handler’s verdict (addresses no pre-rendered page has)', () => {
  it('answers a managed redirect with its status, keeping the visitor’s query unless the target has one', () => {
    expect(unroutedVerdict('/old-pricing', '?utm_source=mail', tables, ID)).toEqual({ kind: 'redirect', status: 301, location: '/pricing?utm_source=mail' })
    expect(unroutedVerdict('/campaign', '?utm_source=mail', tables, ID)).toEqual({ kind: 'redirect', status: 302, location: '/lp/spring?utm_source=print' })
  })

  it('redirects another spelling of a published path to it (308), keeping the query', () => {
    expect(unroutedVerdict('/Pricing/Messaging', '?utm_source=x', tables, ID)).toEqual({
      kind: 'redirect',
      status: 308,
      location: '/pricing/messaging?utm_source=x',
    })
    expect(unroutedVerdict('/spring%2Dlaunch', '', tables, ID)).toEqual({ kind: 'redirect', status: 308, location: '/spring-launch' })
  })

  it('renders a page published since the build through its internal address, without variants', () => {
    expect(unroutedVerdict('/spring-launch', '', tables, ID)).toEqual({
      kind: 'render',
      path: '/spring-launch',
      internalPath: experimentPath(NO_VARIANTS, '/spring-launch'),
    })
  })

  it('renders a page with running experiments with the visitor’s variants', () => {
    const variants = encodeAssignments(assignmentsFor([{ key: 'solutions-cta', weights: [1, 1] }], ID))
    expect(unroutedVerdict('/solutions/healthcare', '', tables, ID)).toEqual({
      kind: 'render',
      path: '/solutions/healthcare',
      internalPath: experimentPath(variants, '/solutions/healthcare'),
      variants,
    })
  })

  it('answers 404 for any address no document has, in every family, and for malformed encodings', () => {
    for (const p of ['/spring-launch-2', '/pricing/nope', '/products/no-such-product', '/a/b/c', '/x.html', '/products/%25E0', '/%E0', '/assets/missing.png']) {
      expect(unroutedVerdict(p, '', tables, ID), p).toEqual({ kind: 'not-found' })
    }
  })

  it('never throws, and renders only published paths, whatever the address', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), (p, q) => {
        const verdict = unroutedVerdict(p || '/', q ? `?${q}` : '', tables, ID)
        if (verdict.kind === 'render') expect(tables.published.has(documentPathOf(p || '/') ?? '')).toBe(true)
      }),
    )
  })
})

/** A rule as Next applies it: the source over the pathname, then `has`/`missing` over the request. */
function applies(rule: NextRewrite, pathname: string, query: Record<string, string> = {}, headers: Record<string, string> = {}): string | undefined {
  const params = getPathMatch(rule.source, { removeUnnamedParams: true, strict: true })(pathname)
  if (!params) return undefined
  const hasParams = matchHas({ headers, cookies: {} } as never, query, rule.has, rule.missing)
  if (!hasParams) return undefined
  return compileNonPath(rule.destination, { ...params, ...hasParams })
}
const first = (rules: NextRewrite[], ...args: Parameters<typeof applies> extends [unknown, ...infer R] ? R : never) => {
  for (const rule of rules) {
    const target = applies(rule, ...args)
    if (target !== undefined) return target
  }
  return undefined
}

describe('the routing Next answers from next.config', () => {
  it('renders ?locale= of a non-default locale from the localized route, in any case, home included', () => {
    expect(first(localeRewrites(), '/pricing/messaging', { locale: 'en-GB' })).toBe('/l/en-gb/pricing/messaging')
    expect(first(localeRewrites(), '/products/voice-api', { locale: 'en-au' })).toBe('/l/en-au/products/voice-api')
    expect(first(localeRewrites(), '/', { locale: 'nl-NL' })).toBe('/l/nl-nl')
  })

  it('leaves the default locale, unknown values, the paginated lists and the internal addresses alone', () => {
    expect(first(localeRewrites(), '/pricing/messaging', { locale: 'en-US' })).toBeUndefined()
    expect(first(localeRewrites(), '/pricing/messaging', { locale: 'fr-FR' })).toBeUndefined()
    expect(first(localeRewrites(), '/pricing/messaging')).toBeUndefined()
    for (const p of ['/resources', '/release-notes', '/l/en-gb/pricing', '/x/a.1/pricing', '/api/pages', '/unrouted/a'])
      expect(first(localeRewrites(), p, { locale: 'en-GB' }), p).toBeUndefined()
    // Only whole segments are reserved: a page whose path starts like a list is localized.
    expect(first(localeRewrites(), '/resources-hub', { locale: 'en-GB' })).toBe('/l/en-gb/resources-hub')
  })

  it('sends a paginated list asked for with a page or a locale to its per-request address; the bare list stays the cached page', () => {
    expect(first(paginatedRewrites(), '/resources', { page: '2' })).toBe('/paged/resources')
    expect(first(paginatedRewrites(), '/release-notes', { locale: 'en-GB' })).toBe('/paged/release-notes')
    expect(first(paginatedRewrites(), '/resources', { page: '3', locale: 'nl-NL' })).toBe('/paged/resources')
    expect(first(paginatedRewrites(), '/resources')).toBeUndefined()
    expect(first(paginatedRewrites(), '/resources', { category: 'iot', q: 'sim' })).toBeUndefined()
    expect(first(paginatedRewrites(), '/resources/esim-explained', { page: '2' })).toBeUndefined()
    expect(first(paginatedRewrites(), '/pricing/messaging', { page: '2' })).toBeUndefined()
  })

  it('redirects the internal addresses to the public ones, except the unrouted handler’s own request', () => {
    const rules = internalRedirects('token-1')
    expect(first(rules, '/paged/resources')).toBe('/resources')
    expect(first(rules, '/paged/release-notes', {}, { [INTERNAL_RENDER_HEADER]: 'token-1' })).toBe('/release-notes')
    expect(first(rules, '/l/en-gb/pricing/messaging')).toBe('/pricing/messaging?locale=en-GB')
    expect(first(rules, '/l/nl-nl')).toBe('/?locale=nl-NL')
    expect(first(rules, '/x/solutions-cta.1/solutions/healthcare')).toBe('/solutions/healthcare')
    expect(first(rules, '/x/solutions-cta.1/solutions/healthcare', {}, { [INTERNAL_RENDER_HEADER]: 'guess' })).toBe('/solutions/healthcare')
    expect(first(rules, '/x/solutions-cta.1/solutions/healthcare', {}, { [INTERNAL_RENDER_HEADER]: 'token-1' })).toBeUndefined()
  })

  it('sends every address to the unrouted handler as a fallback, and a direct request for the handler to a path no document has', () => {
    expect(first(unroutedFallback(), '/no-such-page/at/all')).toBe('/unrouted/no-such-page/at/all')
    expect(first(unroutedGuard(), '/unrouted/pricing/messaging')).toBe('/unrouted/unrouted/pricing/messaging')
  })
})
