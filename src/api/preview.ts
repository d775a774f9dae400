/**
 * GET /preview?path=&secret= and GET /preview/exit?path= — draft mode for
 * editors. Entering needs the preview secret (the admin's preview links carry
 * it) and a signed-in user; leaving always works.
 */
import config from '@payload-config'
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'
import { z } from 'zod'

import { env } from '@/lib/config/data'
import { sitePath } from '@/lib/pages'
import { previewSecret, sameSecret } from '@/lib/secrets'

import { jsonError, validationError } from './errors'

const pathParam = z.string().refine((value) => sitePath(value) !== undefined, 'must be a path on this site, starting with one /')

export const previewInput = z.object({ path: pathParam, secret: z.string().min(1, 'is required').max(256) })
export const exitPreviewInput = z.object({ path: pathParam.optional() })

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)

export async function enterPreview(request: Request): Promise<Response> {
  const parsed = previewInput.safeParse(queryOf(request))
  if (!parsed.success) return validationError(parsed.error)
  if (!sameSecret(parsed.data.secret, previewSecret(env.payloadSecret))) return jsonError(401, 'unauthorized', 'Wrong preview secret')
  const { user } = await (await getPayload({ config })).auth({ headers: request.headers })
  if (!user) return jsonError(401, 'unauthorized', 'Log in to the admin to preview drafts')
  ;(await draftMode()).enable()
  redirect(parsed.data.path)
}

export async function exitPreview(request: Request): Promise<Response> {
  const parsed = exitPreviewInput.safeParse(queryOf(request))
  if (!parsed.success) return validationError(parsed.error)
  ;(await draftMode()).disable()
  redirect(parsed.data.path ?? '/')
}
