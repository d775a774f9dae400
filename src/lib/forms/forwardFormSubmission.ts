/**
 * Forwards a stored marketing form submission; retried with backoff until the service takes it (never twice), or
 * marked failed when the service refuses it for good (deliver.ts).
 */
import type { TaskConfig } from 'payload'

import { env } from '../config/data'
import { forwardConfigured } from './forwarding'
import { submitMarketingForm } from './marketingForms'
import { deliverRow, retryForever } from '../jobs/data'

export const FORWARD_FORM_SUBMISSION = 'forwardFormSubmission'

export const forwardFormSubmissionTask: TaskConfig<'forwardFormSubmission'> = {
  slug: FORWARD_FORM_SUBMISSION,
  label: 'Forward a form submission to the marketing-automation service',
  inputSchema: [{ name: 'submission', type: 'number', required: true }],
  outputSchema: [{ name: 'delivered', type: 'checkbox' }],
  ...retryForever,
  handler: async ({ input, req }) => {
    const config = env.marketingForms
    // Unconfigured, or no "accountId/formId" for the row's form: stored, queued again by the job runner's start once it has one.
    if (!config) return { output: { delivered: false } }
    return deliverRow(
      req,
      'form-submissions',
      input.submission,
      (row, idempotencyKey) =>
        submitMarketingForm(config, row.form, row.data as Record<string, unknown>, { pageUri: row.pageUri ?? undefined }, { idempotencyKey }),
      (row) => forwardConfigured('form-submissions', row.form, env),
    )
  },
}
