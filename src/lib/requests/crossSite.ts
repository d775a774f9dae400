/**
 * Whether a visitor's write comes from another site's page (issue 29): a browser on any web page could post
 * to the subscription, form and analytics endpoints in its visitor's name (a `text/plain` body needs no CORS
 * preflight), and the per-address limits then counted the visitor, not the page that sent it. Browsers say
 * where a request comes from: `Origin` (on every POST) and `Sec-Fetch-Site`. A request with neither, from a
 * server or a command-line client, is served: it is limited by its own address.
 */
export type WriteOrigin = { origin: string | null; secFetchSite: string | null; host: string | null }

/** Why the write is refused, or undefined when it is the site's own (or no browser's). */
export function crossSiteWrite({ origin, secFetchSite, host }: WriteOrigin, ownOrigins: readonly string[]): string | undefined {
  if (secFetchSite === 'cross-site') return 'sent from another site'
  if (origin === null) return undefined
  // A sandboxed frame, a data: page or a redirect across sites sends "null".
  if (origin === 'null') return 'sent from a page without an origin'
  if (ownOrigins.includes(origin)) return undefined
  // The address the browser itself used for the page and the request (this server, under any host name it answers to).
  try {
    if (host && new URL(origin).host === host.toLowerCase()) return undefined
  } catch {
    return 'sent with an origin that is not one'
  }
  return 'sent from another site'
}

/** Whether a Content-Type names JSON (`application/json`, `application/ld+json`, with or without parameters). */
export const isJsonContentType = (contentType: string | null): boolean => /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(contentType?.trim() ?? '')
