/**
 * The routing Next answers on its own, from next.config (no code of ours runs for it): `?locale=`,
 * `?page=` and variant-cookie rewrites to the page's variant address (lib/pages/variants.ts), the
 * internal address's redirects, and the fallback that sends an address no pre-rendered page has to the
 * unrouted handler (src/app/(frontend)/unrouted). Pure, so a unit test reads the rules.
 */
import { PAGINATED_PATHS } from './paths'
import { LOCALE_PARAM, LOCALES } from './locales'
import { LATER_PAGE, MAX_PAGE_DEPTH, VARIANT_COOKIE_VALUE, VARIANT_PREFIX, variantCookieName } from './variants'

type Condition = { type: 'query' | 'header' | 'cookie'; key: string; value?: string }
export type NextRewrite = { source: string; destination: string; has?: Condition[]; missing?: Condition[] }
export type NextRedirect = NextRewrite & { permanent: boolean }

/** Where the fallback rewrite sends an address that no route serves (a route handler, never a page). */
export const UNROUTED_PREFIX = '/unrouted'

/**
 * The header that lets the unrouted handler's own request reach an internal
 * render address (/x/…, lib/pages/variants.ts), which redirects every other request to its public one.
 * Its value is fixed at build time (next.config `env`), so a visitor cannot
 * make the server render and cache an internal address of their choosing.
 */
export const INTERNAL_RENDER_HEADER = 'x-ostra-internal-render'
/**
 * A route handler's answer cannot say its own Content-Encoding or Content-Length (Next drops both, in case fetch decoded
 * the body): the unrouted handler names the encoding and length of the bytes it passes on in these, and the front door
 * (scripts/client-address.cjs, which a unit test compares) makes them the real headers as the answer goes out.
 */
export const PASSED_ENCODING_HEADER = 'x-ostra-passed-encoding'
export const PASSED_LENGTH_HEADER = 'x-ostra-passed-length'

/** `en-GB` → `[eE][nN]-[gG][bB]`: Next matches `has` values case-sensitively; findLocale does not. */
const anyCase = (text: string) => text.replace(/[a-z]/gi, (c) => (c.toLowerCase() === c.toUpperCase() ? c : `[${c.toLowerCase()}${c.toUpperCase()}]`))

/** The first segments that are no page's: the internal ones (the variant address, the unrouted handler's) and the API, admin and Next's files. */
const NOT_A_PAGE = `(?!(?:${[VARIANT_PREFIX, UNROUTED_PREFIX, '/api', '/admin', '/_next'].map((p) => p.slice(1)).join('|')})(?:/|$))`

/** Every path but those. */
const LOCALIZABLE = `/:path(${NOT_A_PAGE}.+)`

/** A later page of a list (page 1 is the bare address; any other value is no page number, and ignored). */
const PAGE_NUMBER = `(?<page>${LATER_PAGE})`

const localeQuery = (code: string): Condition => ({ type: 'query', key: LOCALE_PARAM, value: anyCase(code) })
const NON_DEFAULT_LOCALES = LOCALES.filter((locale) => !locale.isDefault)

/**
 * A paginated list's later page, in any locale: `/resources?page=2&locale=en-GB` renders at
 * `/x/en-gb~p2/resources`, cached per page like the list itself (the visitor keeps the address they
 * asked for). A page past the list's last is a 404, which the page cache keeps in memory only.
 */
export function paginatedRewrites(): NextRewrite[] {
  const page: Condition = { type: 'query', key: 'page', value: PAGE_NUMBER }
  return PAGINATED_PATHS.flatMap((path) => [
    ...NON_DEFAULT_LOCALES.map((locale) => ({
      source: path,
      has: [page, localeQuery(locale.code)],
      destination: `${VARIANT_PREFIX}/${locale.code.toLowerCase()}~p:page${path}`,
    })),
    { source: path, has: [page], destination: `${VARIANT_PREFIX}/p:page${path}` },
  ])
}

/**
 * `?locale=` of a non-default locale renders the page at its variant address, cached per locale (the
 * visitor keeps the address they asked for). After paginatedRewrites, which take a list's later pages.
 */
export function localeRewrites(): NextRewrite[] {
  return NON_DEFAULT_LOCALES.flatMap((locale) => {
    const has = [localeQuery(locale.code)]
    const base = `${VARIANT_PREFIX}/${locale.code.toLowerCase()}`
    return [
      { source: '/', has, destination: base },
      { source: LOCALIZABLE, has, destination: `${base}/:path` },
    ]
  })
}

/**
 * A returning visitor's variants of a page with running experiments: the page's variant cookie
 * (lib/pages/variants.ts variantCookieName, set by their browser, lib/experiments/chooser.ts) renders the
 * page at `/x/{cookie}{path}`, cached per combination, in any locale. One rule per depth of path, each
 * reading its depth's cookie, so a cookie sent to the paths below its page is never read there. After
 * paginatedRewrites: a list's later page shows every experiment's control.
 */
export function variantCookieRewrites(): NextRewrite[] {
  return Array.from({ length: MAX_PAGE_DEPTH + 1 }, (_, depth) => {
    const segments = Array.from({ length: depth }, (_, i) => `/:s${i}(${i === 0 ? NOT_A_PAGE : ''}[^/]+)`).join('')
    const path = Array.from({ length: depth }, (_, i) => `/:s${i}`).join('')
    const cookie: Condition = { type: 'cookie', key: variantCookieName(path), value: `(?<variants>${VARIANT_COOKIE_VALUE})` }
    return [
      ...NON_DEFAULT_LOCALES.map((locale) => ({
        source: segments || '/',
        has: [cookie, localeQuery(locale.code)],
        destination: `${VARIANT_PREFIX}/${locale.code.toLowerCase()}~:variants${path}`,
      })),
      { source: segments || '/', has: [cookie], destination: `${VARIANT_PREFIX}/:variants${path}` },
    ]
  }).flat()
}

/**
 * The internal address is never public: a direct request for it is redirected (308) to the public one
 * (a locale's keeps its `?locale=`). Redirects match the address asked for, before any rewrite, so the
 * rewrites above never meet them; only the unrouted handler's own request (its header) passes.
 */
export function internalRedirects(internalToken: string): NextRedirect[] {
  const missing: Condition[] = [{ type: 'header', key: INTERNAL_RENDER_HEADER, value: internalToken }]
  return [
    // Next matches these sources case-insensitively (caseSensitiveRoutes is off), as findLocale does.
    ...NON_DEFAULT_LOCALES.flatMap((locale) => [
      { source: `${VARIANT_PREFIX}/${locale.code.toLowerCase()}`, destination: `/?${LOCALE_PARAM}=${locale.code}`, permanent: true, missing },
      { source: `${VARIANT_PREFIX}/${locale.code.toLowerCase()}/:path+`, destination: `/:path+?${LOCALE_PARAM}=${locale.code}`, permanent: true, missing },
    ]),
    { source: `${VARIANT_PREFIX}/:variant`, destination: '/', permanent: true, missing },
    { source: `${VARIANT_PREFIX}/:variant/:path+`, destination: '/:path+', permanent: true, missing },
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
