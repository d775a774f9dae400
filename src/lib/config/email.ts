/** Outgoing e-mail (SMTP), its sender, the abuse desk, and the DNS the e-mail check's MX lookup uses. */
import { flag, list, parseVariables, text, wholeNumber, type EnvSource } from './parse'

type Mailbox = { name: string; address: string }
type SmtpConfig = { host: string; port: number; user: string | undefined; password: string | undefined; secure: boolean }

export type EmailConfig = {
  /** Outgoing e-mail over SMTP (Payload's nodemailer adapter); without SMTP_HOST e-mails are written to the log. */
  smtp: SmtpConfig | undefined
  emailFrom: Mailbox
  /** Where abuse reports are sent. */
  abuseReportEmail: string
  /** DNS for the e-mail check's MX lookup: servers (host or host:port; default the system's) and timeout. */
  emailDns: { servers: string[]; timeoutMs: number }
}

const DEFAULT_FROM: Mailbox = { name: 'Ostra', address: 'no-reply@ostra.com' }
const ADDRESS = /^[^\s@<>]+@[^\s@<>]+$/

/** "Name <address>" or a bare address; undefined when it is neither. */
function parseMailbox(value: string): Mailbox | undefined {
  const match = /^\s*(?:"?([^"<]*?)"?\s*)?<([^>]+)>\s*$/.exec(value)
  if (match && ADDRESS.test(match[2].trim())) return { name: match[1]?.trim() || DEFAULT_FROM.name, address: match[2].trim() }
  return ADDRESS.test(value.trim()) ? { name: DEFAULT_FROM.name, address: value.trim() } : undefined
}

export function readEmailConfig(source: EnvSource): EmailConfig {
  const vars = parseVariables(
    {
      SMTP_HOST: text(),
      SMTP_PORT: wholeNumber(587, { min: 1 }),
      SMTP_USER: text(),
      SMTP_PASSWORD: text(),
      SMTP_SECURE: flag(),
      EMAIL_FROM: text().refine((value) => value === undefined || parseMailbox(value) !== undefined, {
        message: 'must be an e-mail address or "Name <address>"',
      }),
      ABUSE_REPORT_EMAIL: text().refine((value) => value === undefined || ADDRESS.test(value), { message: 'must be an e-mail address' }),
      EMAIL_DNS_SERVERS: list(),
      EMAIL_DNS_TIMEOUT_MS: wholeNumber(1500, { min: 1, unit: 'milliseconds' }),
    },
    source,
  )
  return {
    smtp: vars.SMTP_HOST
      ? { host: vars.SMTP_HOST, port: vars.SMTP_PORT, user: vars.SMTP_USER, password: vars.SMTP_PASSWORD, secure: vars.SMTP_SECURE }
      : undefined,
    emailFrom: (vars.EMAIL_FROM && parseMailbox(vars.EMAIL_FROM)) || DEFAULT_FROM,
    abuseReportEmail: vars.ABUSE_REPORT_EMAIL ?? 'abuse@ostra.com',
    emailDns: { servers: vars.EMAIL_DNS_SERVERS, timeoutMs: vars.EMAIL_DNS_TIMEOUT_MS },
  }
}
