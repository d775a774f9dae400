/**
 * POST /api/subprocessor-subscription and /api/release-notes-subscription {email}:
 * store the subscription (one per list and address; a repeat is a 200 no-op)
 * and queue its forward to the marketing contacts API, in one transaction.
 */
import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { JOBS_QUEUE } from '@/lib/jobs'
import { normaliseEmail, SUBSCRIPTION_LISTS, type SubscriptionList } from '@/lib/subscriptions'
import { FORWARD_SUBSCRIPTION } from '@/lib/tasks/forwardSubscription'

import { defineEndpoint } from './endpoint'
import { inTransaction } from './transaction'

export const subscriptionInput = z.object({ email: z.string().trim().max(254).email('must be an e-mail address') })

async function existing(req: PayloadRequest, list: SubscriptionList, email: string) {
  const found = await req.payload.find({ collection: 'subscriptions', where: { and: [{ list: { equals: list } }, { email: { equals: email } }] }, limit: 1, depth: 0, overrideAccess: true })
  return found.docs[0]
}

async function subscribe(req: PayloadRequest, list: SubscriptionList, email: string): Promise<{ id: number; created: boolean }> {
  const found = await existing(req, list, email)
  if (found) return { id: found.id, created: false }
  try {
    return await inTransaction(req, async () => {
      const row = await req.payload.create({ collection: 'subscriptions', data: { list, email }, overrideAccess: true, req })
      await req.payload.jobs.queue({ task: FORWARD_SUBSCRIPTION, input: { subscription: row.id }, queue: JOBS_QUEUE, req })
      return { id: row.id, created: true }
    })
  } catch (error) {
    // A simultaneous request stored the same address first: the unique index kept one row.
    const raced = await existing(req, list, email)
    if (raced) return { id: raced.id, created: false }
    throw error
  }
}

export const subscriptionEndpoint = (list: SubscriptionList) =>
  defineEndpoint({
    path: SUBSCRIPTION_LISTS[list].endpoint,
    method: 'post',
    body: subscriptionInput,
    handler: async ({ req, body }) => {
      const result = await subscribe(req, list, normaliseEmail(body.email))
      return Response.json({ subscribed: true, list, alreadySubscribed: !result.created }, { status: result.created ? 201 : 200 })
    },
  })
