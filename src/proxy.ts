/**
 * Ends draft mode for a browser that still has the draft cookie but no longer
 * a session (logged out, or the session expired): that request already reads
 * published content, since drafts need a valid session. The matcher runs it
 * for exactly those requests — Next checks the cookies itself — so a visitor's
 * page request (no draft cookie) runs no code of ours here. Redirects, `?locale=`,
 * experiments and the 404 are answered by Next's routing and, for an address no
 * pre-rendered page has, the unrouted handler (lib/pages/nextRouting.ts).
 *
 * It also runs for the requests Next would treat as a server action (a
 * `next-action` header, a multipart body), which Next answers with a 500 when
 * malformed: those get a 4xx naming the problem (lib/requests/serverActions.ts).
 */
import fs from 'node:fs'
import path from 'node:path'

import { NextResponse, type NextRequest } from 'next/server'

import { countRun, isActionRequest, ownActionIds, refuseActionBody, refuseActionRequest } from '@/lib/requests'
import { DRAFT_MODE_COOKIE, shouldEndDraftMode } from '@/lib/pages'

/** Read once, on the first action request; null when unreadable (never in a build): then every action goes on to Next as before. */
let ownActions: Set<string> | null | undefined
function isOwnAction(id: string): boolean {
  if (ownActions === undefined) {
    try {
      ownActions = ownActionIds(JSON.parse(fs.readFileSync(path.join(process.cwd(), '.next/server/server-reference-manifest.json'), 'utf8')) as object)
    } catch {
      ownActions = null
    }
  }
  return ownActions === null || ownActions.has(id)
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  countRun('proxy')
  const action = { method: request.method, pathname: request.nextUrl.pathname, header: (name: string) => request.headers.get(name) }
  if (isActionRequest(action)) {
    const refusal = refuseActionRequest(action, isOwnAction) ?? (await refuseActionBody(request.headers.get('content-type') ?? '', request.clone()))
    if (refusal) return NextResponse.json({ error: refusal.error }, { status: refusal.status })
  }
  const response = NextResponse.next()
  if (shouldEndDraftMode(request.cookies.getAll().map((c) => c.name))) response.cookies.delete(DRAFT_MODE_COOKIE)
  return response
}

export const config = {
  // Literal values (Next reads the matcher at build time): DRAFT_MODE_COOKIE and SESSION_COOKIE of lib/pages/previewAddress, which a unit test compares.
  matcher: [
    // Literal too: ACTION_HEADER and MULTIPART of lib/requests/serverActions, which the same test compares.
    { source: '/((?!api(?:/|$)|_next/).*)', has: [{ type: 'header', key: 'next-action' }] },
    { source: '/((?!api(?:/|$)|_next/).*)', has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }] },
    {
      source: '/((?!api(?:/|$)|admin(?:/|$)|_next/|assets/).*)',
      has: [{ type: 'cookie', key: '__prerender_bypass' }],
      missing: [{ type: 'cookie', key: 'payload-token' }],
    },
  ],
}
