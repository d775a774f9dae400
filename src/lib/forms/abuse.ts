/** The abuse-report form's choices (POST /api/report-abuse). */
export const ABUSE_TYPES = {
  'spam-messages': 'Unwanted messages (spam)',
  robocalls: 'Unwanted calls or robocalls',
  fraud: 'Fraud or scam',
  phishing: 'Phishing',
  harassment: 'Harassment',
  'illegal-content': 'Illegal content',
  other: 'Something else',
} as const

export type AbuseType = keyof typeof ABUSE_TYPES
export const ABUSE_TYPE_NAMES = Object.keys(ABUSE_TYPES) as [AbuseType, ...AbuseType[]]

export const MAX_EVIDENCE_LINKS = 10

/** The reference a reporter quotes in follow-ups. */
export function abuseReference(id: number): string {
  return `ABUSE-${String(id).padStart(6, '0')}`
}

/** The plain-text notification for the abuse desk. */
export function abuseNotification(report: {
  id: number
  reporterName: string
  reporterEmail: string
  reporterPhone?: string | null
  resource: string
  abuseType: AbuseType
  description: string
  evidenceLinks?: { url: string }[] | null
}): { subject: string; text: string } {
  const lines = [
    `Reference: ${abuseReference(report.id)}`,
    `Type: ${ABUSE_TYPES[report.abuseType]}`,
    `Number or resource: ${report.resource}`,
    `Reporter: ${report.reporterName} <${report.reporterEmail}>${report.reporterPhone ? `, ${report.reporterPhone}` : ''}`,
    '',
    report.description,
    ...(report.evidenceLinks?.length ? ['', 'Evidence:', ...report.evidenceLinks.map((l) => `- ${l.url}`)] : []),
  ]
  return { subject: `[${abuseReference(report.id)}] ${ABUSE_TYPES[report.abuseType]}: ${report.resource}`, text: lines.join('\n') }
}
