/**
 * Server actions: only the Payload admin has any (its server functions, posted
 * to /admin addresses). Next answers a malformed action request with a 500: a
 * foreign origin, a multipart body that does not parse, a body that is not a
 * React reply. The proxy runs for exactly the requests Next would treat as an
 * action (its matcher: the `next-action` header, or a multipart POST) and asks
 * here first, so those become a 4xx naming the problem.
 */

/** The header a browser's server-action call carries. */
export const ACTION_HEADER = 'next-action'
/** Next treats any multipart POST to a page as a no-script form action. */
export const MULTIPART = 'multipart/form-data'
/** Where the admin's server functions post. */
export const ACTIONS_PREFIX = '/admin'

export type ActionRequest = {
  method: string
  pathname: string
  header: (name: string) => string | null
}

export type ActionRefusal = { status: 400 | 403; error: string }

/** Whether Next would run its action handler for this request (as its own check does: a POST with the header, or multipart). */
export function isActionRequest(request: Pick<ActionRequest, 'method' | 'header'>): boolean {
  if (request.method !== 'POST') return false
  return request.header(ACTION_HEADER) !== null || (request.header('content-type') ?? '').startsWith(MULTIPART)
}

function isAdminPath(pathname: string): boolean {
  return pathname === ACTIONS_PREFIX || pathname.startsWith(`${ACTIONS_PREFIX}/`)
}

/** The host of an Origin header value, or undefined when it has none ("null", a malformed value). */
function originHost(origin: string): string | undefined {
  try {
    const url = new URL(origin)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : undefined
  } catch {
    return undefined
  }
}

/**
 * Why an action request is refused before its body is read, or undefined when
 * it may go on. The public site has no actions at all; the admin's must come
 * from the admin's own origin (Next's own rule: the Origin's host is the
 * forwarded host, else the Host; a request with no Origin is same-origin).
 */
export function refuseActionRequest(request: ActionRequest, ownAction: (id: string) => boolean = () => true): ActionRefusal | undefined {
  if (!isActionRequest(request)) return undefined
  if (!isAdminPath(request.pathname)) return { status: 400, error: 'This address takes no form posts or server actions; the site’s forms post to /api.' }
  const origin = request.header('origin')
  const expected = request.header('x-forwarded-host')?.split(',')[0]?.trim() || request.header('host')
  if (origin !== null && (!expected || originHost(origin) !== expected)) return { status: 403, error: 'A server action must come from this site’s own origin.' }
  const id = request.header(ACTION_HEADER)
  if (id !== null && !ownAction(id)) return { status: 400, error: 'The admin takes no such server action.' }
  return undefined
}

type ActionManifest = { node?: Record<string, { filename?: string }> }

/**
 * The actions the admin takes, from the build's server-reference manifest: those defined in our own
 * code (Payload's server function, in src/app/(payload)/layout.tsx). Payload's Root layout defines one
 * more, its language switch, whose closure arguments Next decrypts and answers with a 500 when they do
 * not decrypt; with one admin language (Payload's default, English) no screen ever calls it, so it is refused.
 */
export function ownActionIds(manifest: ActionManifest): Set<string> {
  return new Set(
    Object.entries(manifest.node ?? {})
      .filter(([, action]) => action.filename?.startsWith('src/'))
      .map(([id]) => id),
  )
}

/**
 * Whether an admin action's body is one Next can decode: a multipart body must
 * parse as form data, any other must be JSON (React encodes an action's
 * arguments as JSON text, with files as multipart).
 */
export async function refuseActionBody(
  contentType: string,
  body: { formData: () => Promise<FormData>; text: () => Promise<string> },
): Promise<ActionRefusal | undefined> {
  if (contentType.startsWith(MULTIPART)) {
    try {
      await body.formData()
      return undefined
    } catch {
      return { status: 400, error: 'The multipart body does not parse.' }
    }
  }
  try {
    JSON.parse(await body.text())
    return undefined
  } catch {
    return { status: 400, error: 'A server action’s body must be JSON.' }
  }
}
