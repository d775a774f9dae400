/**
 * POST /api/canvas/unsaved {collection, id, data} — the live preview hands over the admin form's
 * unsaved state (Payload posts it to the preview on every change) so the editor's next preview render
 * shows it (lib/editor/unsavedDrafts). Signed-in staff only; it changes nothing stored.
 */
import type { Endpoint } from 'payload'
import { z } from 'zod'

import { keepUnsaved } from '@/lib/editor'
import { ROUTED_COLLECTIONS } from '@/lib/pages'

import { readBody } from './endpoint'
import { jsonError, validationError } from './errors'

/** A page of 60 blocks is about 200 KB of form data; ten times that is no page. */
export const UNSAVED_MAX_BYTES = 2 * 1024 * 1024

export const canvasUnsavedInput = z.object({
  collection: z.enum(ROUTED_COLLECTIONS),
  id: z.number().int().positive(),
  data: z.record(z.string(), z.unknown()),
})

/**
 * Not a defineEndpoint: those are the visitors' endpoints, whose bodies the front door (payloadGuard) caps at the
 * visitors' limit; this one is the editors', posted on every pause in typing, and takes a long page's form.
 */
export const canvasUnsavedEndpoint: Endpoint = {
  path: '/canvas/unsaved',
  method: 'post',
  handler: async (req) => {
    if (!req.user || req.user.collection !== 'users') return jsonError(401, 'unauthorized', 'Sign in to preview unsaved changes')
    // A chunked body has no length to check first: the front door has read it within the editors' limit; here it is measured.
    const body = await readBody(req, UNSAVED_MAX_BYTES)
    if (!body.ok) return body.response
    const parsed = canvasUnsavedInput.safeParse(body.value)
    if (!parsed.success) return validationError(parsed.error)
    const { collection, id, data } = parsed.data
    keepUnsaved(req.user.id, collection, id, data)
    return new Response(null, { status: 204 })
  },
}
