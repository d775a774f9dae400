/**
 * POST /api/forms/{form} — the marketing forms (contact-sales, resource-center
 * sign-up, signup, pricing-csv, pricing-calculator): validated against the
 * form's definition, stored, and forwarded by a job; for the forms with double
 * opt-in (all but contact-sales), a confirmation e-mail goes first and the
 * forward waits for its link (api/confirm).
 */
import { z } from 'zod'

import { formSchema, MARKETING_FORM_IDS, needsConfirmation, SITE_FORMS, type MarketingFormId } from '@/lib/forms'
import { storeFormSubmission } from '@/lib/forms/data'

import { defineEndpoint } from './endpoint'
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
    const submission = await storeFormSubmission(req, { form: params.form, email: String(data.email), data, pageUri }, confirm)
    return Response.json({ received: true, form: params.form, id: submission.id, ...(confirm ? { confirmation: 'sent' } : {}) }, { status: 201 })
  },
})
