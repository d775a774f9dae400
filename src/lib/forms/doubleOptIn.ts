/**
 * Double opt-in for subscriptions and the marketing forms that write to the address (lib/forms/forms
 * `doubleOptIn`): the row is stored at once, a confirmation e-mail carries a signed link that
 * expires, and only its click queues the forward. The link names the row and its list or form, so
 * it confirms that one row and nothing else; it is signed with a key derived from PAYLOAD_SECRET.
 */
import type { AppEnv } from '../config'
import { MARKETING_FORM_IDS, needsConfirmation, RENAMED_FORM_IDS, SITE_FORMS, type MarketingFormId } from './forms'
import { sign, unsign } from '../signing'
import { SUBSCRIPTION_LIST_NAMES, SUBSCRIPTION_LISTS, type SubscriptionList } from './subscriptions'

/** How long a confirmation link works. */
export const CONFIRMATION_LINK_DAYS = 7
/** A repeat sign-up for an address still unconfirmed sends a new link at most this often. */
export const CONFIRMATION_RESEND_HOURS = 24
export const CONFIRMATION_PATH = '/api/confirm'

export type ConfirmationTarget = { kind: 'subscription'; id: number; list: SubscriptionList } | { kind: 'form'; id: number; form: MarketingFormId }
export type TokenReading = { ok: true; target: ConfirmationTarget } | { ok: false; reason: 'invalid' | 'expired' }

export function confirmationToken(target: ConfirmationTarget, key: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + CONFIRMATION_LINK_DAYS * 24 * 60 * 60
  const scope = target.kind === 'subscription' ? `s.${target.list}` : `f.${target.form}`
  return sign(`${scope}.${target.id}.${expires}`, key)
}

export function readConfirmationToken(token: string | undefined, key: string, now = Date.now()): TokenReading {
  const value = token && token.length <= 512 ? unsign(token, key) : undefined
  const match = value ? /^([sf])\.([A-Za-z-]+)\.(\d{1,12})\.(\d{1,12})$/.exec(value) : null
  if (!match) return { ok: false, reason: 'invalid' }
  const [, kind, named, id, expires] = match
  const scope = (kind === 'f' && RENAMED_FORM_IDS[named]) || named
  let target: ConfirmationTarget
  if (kind === 's' && (SUBSCRIPTION_LIST_NAMES as string[]).includes(scope)) target = { kind: 'subscription', id: Number(id), list: scope as SubscriptionList }
  else if (kind === 'f' && (MARKETING_FORM_IDS as string[]).includes(scope)) target = { kind: 'form', id: Number(id), form: scope as MarketingFormId }
  else return { ok: false, reason: 'invalid' }
  // Row ids are PostgreSQL integers: a larger one would be a database error, not "no such row".
  if (Number(id) > 2_147_483_647) return { ok: false, reason: 'invalid' }
  if (Number(expires) * 1000 < now) return { ok: false, reason: 'expired' }
  return { ok: true, target }
}

export function confirmationLink(siteUrl: string, token: string): string {
  return `${siteUrl}${CONFIRMATION_PATH}?token=${encodeURIComponent(token)}`
}

/** What the confirmation is for, in the visitor's words. */
export function confirmationSubject(target: ConfirmationTarget): string {
  return target.kind === 'subscription' ? `${SUBSCRIPTION_LISTS[target.list].label} from Ostra` : SITE_FORMS[target.form].label
}

export function confirmationEmail(target: ConfirmationTarget, link: string): { subject: string; text: string } {
  const what = confirmationSubject(target)
  return {
    subject: `Please confirm: ${what}`,
    text: [
      `Someone, hopefully you, asked for "${what}" with this e-mail address on the Ostra website.`,
      '',
      `Confirm it with this link (it works for ${CONFIRMATION_LINK_DAYS} days):`,
      link,
      '',
      'If it was not you, ignore this e-mail: nothing is sent to this address without the click.',
    ].join('\n'),
  }
}

/**
 * The one line a production server prints at start without SMTP (src/instrumentation.ts): the subscriptions and the
 * forms with double opt-in are confirmed only through the e-mailed link, and without SMTP_HOST e-mails are only
 * written to the log, so none of them is ever confirmed or forwarded. For the operator: it names the variable.
 */
export function smtpStartWarning(config: { appEnv: AppEnv; smtp: unknown }): string | undefined {
  if (config.appEnv !== 'production' || config.smtp) return undefined
  const forms = MARKETING_FORM_IDS.filter(needsConfirmation).join(', ')
  return `SMTP_HOST is not set: double opt-in e-mails (the subscriptions; the ${forms} forms) are only written to the log, so none of those is confirmed or forwarded until it is set.`
}
