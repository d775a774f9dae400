/**
 * The routing Next answers on its own, from next.config (no code of ours runs
 * for it): `?locale=` rewrites, the paginated lists' query rewrites, the internal addresses' redirects, and the
 * fallback that sends an address no pre-rendered page has to the unrouted
 * handler (src/app/(frontend)/unrouted). Pure, so a unit test reads the rules.
 */
import { EXPERIMENTS_PREFIX } from '../experiments'
import { PAGINATED_PATHS } from './paths'
import { LOCALE_PARAM, LOCALES, LOCALIZED_PREFIX } from './locales'

type Condition = { type: 'query' | 'header' | 'cookie'; key: string; value?: string }
export type NextRewrite = { source: string; destination: string; has?: Condition[]; missing?: Condition[] }
export type NextRedirect = NextRewrite & { permanent: boolean }

/** Where the fallback rewrite sends an address that no route serves (a route handler, never a page). */
export const UNROUTED_PREFIX = '/unrouted'

/**
 * The header that lets the unrouted handler's own request reach an internal
 * render address (/x/…), which redirects every other request to its public one.
 * Its value is fixed at build time (next.config `env`), so a visitor cannot
 * make the server render and cache an internal address of their choosing.
 */
export const INTERNAL_RENDER_HEADER = 'x-ostra-internal-render'

/** `en-GB` → `[eE][nN]-[gG][bB]`: Next matches `has` values case-sensitively; findLocale does not. */
const anyCase = (text: string) => text.replace(/[a-z]/gi, (c) => (c.toLowerCase() === c.toUpperCase() ? c : `[${c.toLowerCase()}${c.toUpperCase()}]`))

/**
 * Where a paginated list asked for with a query (`?page=`, `?locale=`) renders, per request; the list
 * at its bare address is pre-rendered and cached like any page, so the common visit runs nothing of ours.
 */
export const PAGINATED_PREFIX = '/paged'

/** Every path but the paginated lists (which read `?locale=` themselves) and the internal prefixes. */
const LOCALIZABLE = `/:path((?!(?:${[...PAGINATED_PATHS, LOCALIZED_PREFIX, EXPERIMENTS_PREFIX, UNROUTED_PREFIX, PAGINATED_PREFIX, '/api', '/admin', '/_next'].map((p) => p.slice(1)).join('|')})(?:/|$)).+)`

/**
 * `?locale=` of a non-default locale renders the page from its localized
 * route, cached per locale (the visitor keeps the address they asked for).
 */
export function localeRewrites(): NextRewrite[] {
  return LOCALES.filter((locale) => !locale.isDefault).flatMap((locale) => {
    const has: Condition[] = [{ type: 'query', key: LOCALE_PARAM, value: anyCase(locale.code) }]
    const base = `${LOCALIZED_PREFIX}/${locale.code.toLowerCase()}`
    return [
      { source: '/', has, destination: base },
      { source: LOCALIZABLE, has, destination: `${base}/:path` },
    ]
  })
}

/** A paginated list with a page number or a locale in its query goes to the address that reads them. */
export function paginatedRewrites(): NextRewrite[] {
  return PAGINATED_PATHS.flatMap((path) =>
    ['page', LOCALE_PARAM].map((key) => ({ source: path, has: [{ type: 'query', key }] as Condition[], destination: `${PAGINATED_PREFIX}${path}` })),
  )
}

/** The internal addresses of locales, lists and experiments are never public: each redirects (308) to its public one. */
export function internalRedirects(internalToken: string): NextRedirect[] {
  const notInternal: Condition[] = [{ type: 'header', key: INTERNAL_RENDER_HEADER, value: internalToken }]
  return [
    // Next matches these sources case-insensitively (caseSensitiveRoutes is off), as findLocale does.
    ...LOCALES.filter((locale) => !locale.isDefault).flatMap((locale) => [
      { source: `${LOCALIZED_PREFIX}/${locale.code.toLowerCase()}`, destination: `/?${LOCALE_PARAM}=${locale.code}`, permanent: true },
      { source: `${LOCALIZED_PREFIX}/${locale.code.toLowerCase()}/:path+`, destination: `/:path+?${LOCALE_PARAM}=${locale.code}`, permanent: true },
    ]),
    // Redirects match the address asked for, before any rewrite: only a direct request is sent back.
    { source: `${PAGINATED_PREFIX}/:path+`, destination: '/:path+', permanent: true },
    { source: `${EXPERIMENTS_PREFIX}/:variants`, destination: '/', permanent: true, missing: notInternal },
    { source: `${EXPERIMENTS_PREFIX}/:variants/:path+`, destination: '/:path+', permanent: true, missing: notInternal },
  ]
}

/**
 * Public requests for the unrouted handler's own address are sent on as an
 * address no document has, so it only ever serves what the fallback gives it.
 */
export function unroutedGuard(): NextRewrite[] {
  return [{ source: `${UNROUTED_PREFIX}/:path*`, destination: `${UNROUTED_PREFIX}${UNROUTED_PREFIX}/:path*` }]
}

/** Checked after every page, file and route, and after a page route refuses a path it did not pre-render (dynamicParams = false). */
export function unroutedFallback(): NextRewrite[] {
  return [{ source: '/:path*', destination: `${UNROUTED_PREFIX}/:path*` }]
}
