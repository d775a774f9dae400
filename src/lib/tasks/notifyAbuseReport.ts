/** The job that e-mails a stored abuse report to the abuse desk; retried with backoff until it goes. */
import type { TaskConfig } from 'payload'

import { abuseNotification } from '../abuse'
import { env } from '../env'
import { deliverRow } from './deliver'

export const NOTIFY_ABUSE_REPORT = 'notifyAbuseReport'

export const notifyAbuseReportTask: TaskConfig<'notifyAbuseReport'> = {
  slug: NOTIFY_ABUSE_REPORT,
  label: 'E-mail an abuse report to the abuse desk',
  inputSchema: [{ name: 'report', type: 'number', required: true }],
  outputSchema: [{ name: 'delivered', type: 'checkbox' }],
  retries: { attempts: 10, backoff: { type: 'exponential', delay: 1000 } },
  handler: async ({ input, req }) =>
    deliverRow(req, 'abuse-reports', input.report, 'notifiedAt', async (report) => {
      const { subject, text } = abuseNotification({ ...report, evidenceLinks: report.evidenceLinks?.map((l) => ({ url: l.url })) })
      await req.payload.sendEmail({ to: env.abuseReportEmail, replyTo: report.reporterEmail, subject, text })
    }),
}
