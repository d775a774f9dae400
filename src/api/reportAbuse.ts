/**
 * POST /api/report-abuse: the abuse form. The captcha is checked first, then
 * the report is stored and its e-mail to the abuse desk queued, together.
 */
import { z } from 'zod'

import { abuseReference, ABUSE_TYPE_NAMES, MAX_EVIDENCE_LINKS, EMAIL_MAX_LENGTH } from '@/lib/forms'
import { storeAbuseReport } from '@/lib/forms/data'

import { defineEndpoint } from './endpoint'
import { captchaGate } from './verifyCaptcha'

const httpUrl = z
  .string()
  .trim()
  .max(2048)
  .url('must be an address')
  .refine((value) => /^https?:\/\//i.test(value), 'must be an http or https address')

export const reportAbuseInput = z.object({
  reporterName: z.string().trim().min(1, 'is required').max(200),
  reporterEmail: z.string().trim().max(EMAIL_MAX_LENGTH).email('must be an e-mail address'),
  reporterPhone: z.string().trim().max(40).optional(),
  resource: z.string().trim().min(3, 'must name the number or resource').max(500),
  abuseType: z.enum(ABUSE_TYPE_NAMES, { message: `must be one of ${ABUSE_TYPE_NAMES.join(', ')}` }),
  description: z.string().trim().min(20, 'must have at least 20 characters').max(5000),
  evidenceLinks: z.array(httpUrl).max(MAX_EVIDENCE_LINKS).default([]),
  captchaToken: z.string().max(8192).optional(),
})

export const reportAbuseEndpoint = defineEndpoint({
  path: '/report-abuse',
  method: 'post',
  body: reportAbuseInput,
  handler: async ({ req, body }) => {
    const refused = await captchaGate(body.captchaToken, req.headers)
    if (refused) return refused

    const { captchaToken: _token, ...report } = body
    const stored = await storeAbuseReport(req, report)
    return Response.json({ received: true, reference: abuseReference(stored.id) }, { status: 201 })
  },
})
