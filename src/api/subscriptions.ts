/**
 * POST /api/subprocessor-subscription and /api/release-notes-subscription {email}:
 * store the subscription (one per list and address) and queue its confirmation e-mail, in one
 * transaction (double opt-in, lib/forms/doubleOptIn). The forward to the marketing contacts API is
 * queued only when the link in that e-mail is clicked (api/confirm). Every request answers 202 with the
 * same body, new address or not (a different answer told anyone who is subscribed); for an address still
 * unconfirmed a repeat sends a new link, at most once a day.
 */
import { z } from 'zod'

import { subscribe } from '@/lib/forms/data'
import { normaliseEmail, SUBSCRIPTION_LISTS, type SubscriptionList, EMAIL_MAX_LENGTH } from '@/lib/forms'

import { defineEndpoint } from './endpoint'

export const subscriptionInput = z.object({ email: z.string().trim().max(EMAIL_MAX_LENGTH).email('must be an e-mail address') })

export const subscriptionEndpoint = (list: SubscriptionList) =>
  defineEndpoint({
    path: SUBSCRIPTION_LISTS[list].endpoint,
    method: 'post',
    body: subscriptionInput,
    // The visitors' write that comes in volume (a newsletter announced to a list): answered before Next's router.
    frontDoor: true,
    handler: async ({ req, body }) => {
      await subscribe(req, list, normaliseEmail(body.email))
      // The same answer whether or not the address was stored or confirmed before: it tells nobody who is subscribed.
      return Response.json({ subscribed: false, confirmation: 'sent', list }, { status: 202 })
    },
  })
