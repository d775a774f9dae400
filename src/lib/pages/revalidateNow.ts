/**
 * Applies a revalidation plan: in this process when it runs the Next server (expired at once, so the next
 * visitor sees the change), else through the running site's revalidate endpoint (scripts, workers).
 */
import { revalidatePath, revalidateTag } from 'next/cache'

import { env } from '../config/data'
import { revalidateSecret } from '../secrets'
import { applyInProcess, applyRemotely, isEmptyPlan, type Revalidator } from './apply'
import type { RevalidationPlan } from './revalidate'

export const nextCache: Revalidator = {
  path: (path, type) => revalidatePath(path, type),
  // Expire at once, so the next visitor already sees the published change.
  tag: (tag) => revalidateTag(tag, { expire: 0 }),
}

export async function revalidateNow(plan: RevalidationPlan, log: (message: string) => void): Promise<void> {
  if (isEmptyPlan(plan) || applyInProcess(plan, nextCache)) return
  await applyRemotely(plan, { siteUrl: env.siteUrl, secret: revalidateSecret(env.payloadSecret), log })
}
