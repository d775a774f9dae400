/** The job that e-mails a stored abuse report to the abuse desk; retried with backoff until it goes. */
import type { TaskConfig } from 'payload'

import { abuseNotification } from '../abuse'
import { env } from '../env'

export const NOTIFY_ABUSE_REPORT = 'notifyAbuseReport'

export const notifyAbuseReportTask: TaskConfig<'notifyAbuseReport'> = {
  slug: NOTIFY_ABUSE_REPORT,
  label: 'E-mail an abuse report to the abuse desk',
  inputSchema: [{ name: 'report', type: 'number', required: true }],
  outputSchema: [{ name: 'notified', type: 'checkbox' }],
  retries: { attempts: 10, backoff: { type: 'exponential', delay: 1000 } },
  handler: async ({ input, req }) => {
    const report = await req.payload.findByID({ collection: 'abuse-reports', id: input.report, depth: 0, req, disableErrors: true })
    if (!report) return { output: { notified: false } }
    const { subject, text } = abuseNotification({ ...report, evidenceLinks: report.evidenceLinks?.map((l) => ({ url: l.url })) })
    try {
      await req.payload.sendEmail({ to: env.abuseReportEmail, replyTo: report.reporterEmail, subject, text })
    } catch (error) {
      await req.payload.update({ collection: 'abuse-reports', id: report.id, data: { lastError: error instanceof Error ? error.message : String(error) }, req })
      throw error
    }
    await req.payload.update({ collection: 'abuse-reports', id: report.id, data: { notifiedAt: new Date().toISOString(), lastError: null }, req })
    return { output: { notified: true } }
  },
}
