/** The job that e-mails a stored abuse report to the abuse desk; retried with backoff until it goes, never twice (deliver.ts). */
import type { TaskConfig } from 'payload'

import { abuseNotification } from './abuse'
import { env } from '../config/data'
import { deliverRow, retryForever } from '../jobs/data'

const messageIdDomain = () => env.emailFrom.address.split('@')[1] || 'ostra.invalid'

export const NOTIFY_ABUSE_REPORT = 'notifyAbuseReport'

export const notifyAbuseReportTask: TaskConfig<'notifyAbuseReport'> = {
  slug: NOTIFY_ABUSE_REPORT,
  label: 'E-mail an abuse report to the abuse desk',
  inputSchema: [{ name: 'report', type: 'number', required: true }],
  outputSchema: [{ name: 'delivered', type: 'checkbox' }],
  ...retryForever,
  handler: async ({ input, req }) =>
    deliverRow(req, 'abuse-reports', input.report, async (report, idempotencyKey) => {
      const { subject, text } = abuseNotification({ ...report, evidenceLinks: report.evidenceLinks?.map((l) => ({ url: l.url })) })
      // The same Message-ID on every attempt: a repeat after a crash is one message to a desk that threads by it.
      await req.payload.sendEmail({
        to: env.abuseReportEmail,
        replyTo: report.reporterEmail,
        subject,
        text,
        messageId: `<${idempotencyKey}@${messageIdDomain()}>`,
      })
    }),
}
