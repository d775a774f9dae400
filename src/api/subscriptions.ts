/**
 * POST /api/subprocessor-subscription and /api/release-notes-subscription {email}:
 * store the subscription (one per list and address) and queue its confirmation e-mail, in one
 * transaction (double opt-in, lib/forms/doubleOptIn). The forward to the marketing contacts API is
 * queued only when the link in that e-mail is clicked (api/confirm). Every request answers 202 with the
 * same body, new address or not (a different answer told anyone who is subscribed); for an address still
 * unconfirmed a repeat sends a new link, at most once a day.
 */
import type { PayloadRequest } from 'payload'
import { z } from 'zod'

import { CONFIRMATION_RESEND_HOURS } from '@/lib/forms/data'
import { JOBS_QUEUE } from '@/lib/jobs'
import { normaliseEmail, SUBSCRIPTION_LISTS, type SubscriptionList } from '@/lib/forms'
import { SEND_CONFIRMATION } from '@/lib/forms/data'

import { defineEndpoint } from './endpoint'
import { inTransaction } from './transaction'
import { EMAIL_MAX_LENGTH } from '@/lib/forms'

export const subscriptionInput = z.object({ email: z.string().trim().max(EMAIL_MAX_LENGTH).email('must be an e-mail address') })

async function existing(req: PayloadRequest, list: SubscriptionList, email: string) {
  const found = await req.payload.find({
    collection: 'subscriptions',
    where: { and: [{ list: { equals: list } }, { email: { equals: email } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0]
}

async function subscribe(req: PayloadRequest, list: SubscriptionList, email: string): Promise<{ id: number; created: boolean }> {
  const found = await existing(req, list, email)
  if (found) {
    const stale = Date.now() - new Date(found.updatedAt).getTime() > CONFIRMATION_RESEND_HOURS * 60 * 60 * 1000
    if (!found.confirmedAt && stale) {
      // The first link may be lost or expired: a new one, no more than once a day per address and list.
      await inTransaction(req, async () => {
        await req.payload.update({ collection: 'subscriptions', id: found.id, data: { lastError: null }, overrideAccess: true, req })
        await req.payload.jobs.queue({ task: SEND_CONFIRMATION, input: { kind: 'subscription', id: found.id }, queue: JOBS_QUEUE, req })
      })
    }
    return { id: found.id, created: false }
  }
  try {
    return await inTransaction(req, async () => {
      const row = await req.payload.create({ collection: 'subscriptions', data: { list, email }, overrideAccess: true, req })
      await req.payload.jobs.queue({ task: SEND_CONFIRMATION, input: { kind: 'subscription', id: row.id }, queue: JOBS_QUEUE, req })
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
      await subscribe(req, list, normaliseEmail(body.email))
      // The same answer whether or not the address was stored or confirmed before: it tells nobody who is subscribed.
      return Response.json({ subscribed: false, confirmation: 'sent', list }, { status: 202 })
    },
  })
