/**
 * Ends draft mode for a browser that still has the draft cookie but no longer
 * a session (logged out, or the session expired): that request already reads
 * published content, since drafts need a valid session. The matcher runs it
 * for exactly those requests — Next checks the cookies itself — so a visitor's
 * page request (no draft cookie) runs no code of ours here. Redirects, `?locale=`,
 * experiments and the 404 are answered by Next's routing and, for an address no
 * pre-rendered page has, the unrouted handler (lib/nextRouting.ts).
 */
import { NextResponse, type NextRequest } from 'next/server'

import { countRun } from './lib/requestProbe'
import { DRAFT_MODE_COOKIE, shouldEndDraftMode } from './lib/preview'

export function proxy(request: NextRequest): NextResponse {
  countRun('proxy')
  const response = NextResponse.next()
  if (shouldEndDraftMode(request.cookies.getAll().map((c) => c.name))) response.cookies.delete(DRAFT_MODE_COOKIE)
  return response
}

export const config = {
  // Literal values (Next reads the matcher at build time): DRAFT_MODE_COOKIE and SESSION_COOKIE of lib/preview, which a unit test compares.
  matcher: [
    {
      source: '/((?!api(?:/|$)|admin(?:/|$)|_next/|assets/).*)',
      has: [{ type: 'cookie', key: '__prerender_bypass' }],
      missing: [{ type: 'cookie', key: 'payload-token' }],
    },
  ],
}
