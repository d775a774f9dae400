/** Forwards a stored marketing form submission; retried with backoff until the service takes it. */
import type { TaskConfig } from 'payload'

import { env } from '../env'
import { submitMarketingForm } from '../integrations/marketingForms'
import { deliverRow } from './deliver'

export const FORWARD_FORM_SUBMISSION = 'forwardFormSubmission'

export const forwardFormSubmissionTask: TaskConfig<'forwardFormSubmission'> = {
  slug: FORWARD_FORM_SUBMISSION,
  label: 'Forward a form submission to the marketing-automation service',
  inputSchema: [{ name: 'submission', type: 'number', required: true }],
  outputSchema: [{ name: 'delivered', type: 'checkbox' }],
  retries: { attempts: 10, backoff: { type: 'exponential', delay: 1000 } },
  handler: async ({ input, req }) => {
    const config = env.marketingForms
    if (!config) return { output: { delivered: false } }
    return deliverRow(req, 'form-submissions', input.submission, 'forwardedAt', (row) =>
      submitMarketingForm(config, row.form, row.data as Record<string, unknown>, { pageUri: row.pageUri ?? undefined }),
    )
  },
}
