/**
 * GET /preview?path=&secret=[&release=] and GET /preview/exit?path= — draft mode for
 * editors. Entering needs the preview secret (the admin's preview links carry
 * it) and a signed-in user; leaving always works. With `release`, the whole site
 * is shown as it will be after that open campaign release.
 */
import config from '@payload-config'
import { cookies, draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'
import { z } from 'zod'

import { env } from '@/lib/config/data'
import { RELEASE_PREVIEW_COOKIE, sitePath } from '@/lib/pages'
import { releaseStatusOf } from '@/lib/releases/data'
import { previewSecret, sameSecret } from '@/lib/secrets'

import { jsonError, validationError } from './errors'

const pathParam = z.string().refine((value) => sitePath(value) !== undefined, 'must be a path on this site, starting with one /')

export const previewInput = z.object({
  path: pathParam,
  secret: z.string().min(1, 'is required').max(256),
  /** A campaign release: the whole site is shown as it will be after it (its documents' drafts, the rest published). */
  release: z.coerce.number().int().positive().max(2_147_483_647).optional(),
})
export const exitPreviewInput = z.object({ path: pathParam.optional() })

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)

export async function enterPreview(request: Request): Promise<Response> {
  const parsed = previewInput.safeParse(queryOf(request))
  if (!parsed.success) return validationError(parsed.error)
  if (!sameSecret(parsed.data.secret, previewSecret(env.payloadSecret))) return jsonError(401, 'unauthorized', 'Wrong preview secret')
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return jsonError(401, 'unauthorized', 'Log in to the admin to preview drafts')
  const { release } = parsed.data
  if (release !== undefined) {
    const status = await releaseStatusOf(payload, release)
    if (!status) return jsonError(404, 'not_found', `No release with id ${release}`, [{ path: 'release', message: 'does not exist' }])
    if (status !== 'open')
      return jsonError(409, 'conflict', `This release is ${status}: the site already shows what it published`, [{ path: 'release', message: status }])
  }
  ;(await draftMode()).enable()
  // A release's preview, or (any other preview) none: a document's own preview shows its drafts only.
  const jar = await cookies()
  if (release !== undefined) jar.set(RELEASE_PREVIEW_COOKIE, String(release), { httpOnly: true, sameSite: 'lax', path: '/' })
  else jar.delete(RELEASE_PREVIEW_COOKIE)
  redirect(parsed.data.path)
}

export async function exitPreview(request: Request): Promise<Response> {
  const parsed = exitPreviewInput.safeParse(queryOf(request))
  if (!parsed.success) return validationError(parsed.error)
  ;(await draftMode()).disable()
  ;(await cookies()).delete(RELEASE_PREVIEW_COOKIE)
  redirect(parsed.data.path ?? '/')
}
