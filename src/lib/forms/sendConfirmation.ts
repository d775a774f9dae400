/** The job that e-mails a double opt-in confirmation link (lib/forms/doubleOptIn); retried with backoff until it goes. */
import type { PayloadRequest, TaskConfig } from 'payload'

import { confirmationEmail, confirmationLink, confirmationToken, type ConfirmationTarget } from './doubleOptIn'
import { env } from '../config/data'
import type { MarketingFormId } from './forms'
import { confirmationKey } from '../secrets'

export const SEND_CONFIRMATION = 'sendConfirmation'
export type ConfirmationKind = ConfirmationTarget['kind']

/** The row a confirmation is for, as a target; null when it is gone or already confirmed. */
async function pending(req: PayloadRequest, kind: ConfirmationKind, id: number): Promise<{ target: ConfirmationTarget; email: string } | null> {
  if (kind === 'subscription') {
    const row = await req.payload.findByID({ collection: 'subscriptions', id, depth: 0, req, disableErrors: true })
    return row && !row.confirmedAt ? { target: { kind, id, list: row.list }, email: row.email } : null
  }
  const row = await req.payload.findByID({ collection: 'form-submissions', id, depth: 0, req, disableErrors: true })
  return row && !row.confirmedAt ? { target: { kind, id, form: row.form as MarketingFormId }, email: row.email } : null
}

export const sendConfirmationTask: TaskConfig<'sendConfirmation'> = {
  slug: SEND_CONFIRMATION,
  label: 'E-mail a confirmation link (double opt-in)',
  inputSchema: [
    { name: 'kind', type: 'text', required: true },
    { name: 'id', type: 'number', required: true },
  ],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  retries: { attempts: 10, backoff: { type: 'exponential', delay: 1000 } },
  handler: async ({ input, req }) => {
    const found = await pending(req, input.kind === 'form' ? 'form' : 'subscription', input.id)
    if (!found) return { output: { sent: false } }
    const link = confirmationLink(env.siteUrl, confirmationToken(found.target, confirmationKey(env.payloadSecret)))
    await req.payload.sendEmail({ to: found.email, ...confirmationEmail(found.target, link) })
    return { output: { sent: true } }
  },
}
