/**
 * POST /api/revalidate — lets processes outside the Next server (scripts,
 * job workers, other servers) expire cached pages after they change content.
 */
import { revalidatePath, revalidateTag } from 'next/cache'
import type { Endpoint } from 'payload'
import { z } from 'zod'

import { env } from '@/lib/config/data'
import { REVALIDATE_SECRET_HEADER } from '@/lib/pages'
import { revalidateSecret, sameSecret } from '@/lib/secrets'

import { PRODUCT_ENDPOINT } from './endpoint'
import { jsonError, readJson, validationError } from './errors'

export const revalidateInput = z.object({
  paths: z.array(z.string().startsWith('/').max(512)).max(200),
  tags: z.array(z.string().min(1).max(256)).max(200),
  everything: z.boolean(),
})

export const revalidateEndpoint: Endpoint = {
  path: '/revalidate',
  method: 'post',
  custom: { [PRODUCT_ENDPOINT]: true },
  handler: async (req) => {
    if (!sameSecret(req.headers.get(REVALIDATE_SECRET_HEADER), revalidateSecret(env.payloadSecret)))
      return jsonError(401, 'unauthorized', 'Missing or wrong revalidate secret')
    const parsed = revalidateInput.safeParse(await readJson(req))
    if (!parsed.success) return validationError(parsed.error)
    const plan = parsed.data
    for (const tag of plan.tags) revalidateTag(tag, { expire: 0 })
    for (const path of plan.paths) revalidatePath(path)
    if (plan.everything) revalidatePath('/', 'layout')
    return Response.json({ revalidated: true, paths: plan.paths.length, tags: plan.tags.length })
  },
}
