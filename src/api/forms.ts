/**
 * POST /api/forms/{form} — the marketing forms (contact-sales, resource-center
 * sign-up, signup, pricing-csv, pricing-calculator): validated against the
 * form's definition, stored, and forwarded by a job; for the forms with double
 * opt-in (all but contact-sales), a confirmation e-mail goes first and the
 * forward waits for its link (api/confirm).
 */
import { z } from 'zod'

import { formSchema } from '@/lib/forms'
import { MARKETING_FORM_IDS, needsConfirmation, SITE_FORMS, type MarketingFormId } from '@/lib/forms'
import { JOBS_QUEUE } from '@/lib/jobs'
import { FORWARD_FORM_SUBMISSION } from '@/lib/forms/data'
import { SEND_CONFIRMATION } from '@/lib/forms/data'

import { defineEndpoint } from './endpoint'
import { inTransaction } from './transaction'
import { validationError } from './errors'

export const formParams = z.object({
  form: z.enum(MARKETING_FORM_IDS as [MarketingFormId, ...MarketingFormId[]], { message: `must be one of ${MARKETING_FORM_IDS.join(', ')}` }),
})
const schemas = Object.fromEntries(MARKETING_FORM_IDS.map((id) => [id, formSchema(SITE_FORMS[id])])) as Record<MarketingFormId, ReturnType<typeof formSchema>>

export const formsEndpoint = defineEndpoint({
  path: '/forms/:form',
  method: 'post',
  params: formParams,
  // The body is checked against the form's own schema below, once the form is known.
  body: z.unknown(),
  handler: async ({ req, params, body }) => {
    const parsed = schemas[params.form].safeParse(body ?? {})
    if (!parsed.success) return validationError(parsed.error)
    const { pageUri, pageName: _pageName, ...data } = parsed.data as Record<string, unknown> & { pageUri?: string; pageName?: string }
    const confirm = needsConfirmation(params.form)
    const submission = await inTransaction(req, async () => {
      const row = await req.payload.create({
        collection: 'form-submissions',
        data: { form: params.form, email: String(data.email), data, pageUri },
        overrideAccess: true,
        req,
      })
      if (confirm) await req.payload.jobs.queue({ task: SEND_CONFIRMATION, input: { kind: 'form', id: row.id }, queue: JOBS_QUEUE, req })
      else await req.payload.jobs.queue({ task: FORWARD_FORM_SUBMISSION, input: { submission: row.id }, queue: JOBS_QUEUE, req })
      return row
    })
    return Response.json({ received: true, form: params.form, id: submission.id, ...(confirm ? { confirmation: 'sent' } : {}) }, { status: 201 })
  },
})
