/**
 * E-mail address checks for /api/validate-email: syntax, a disposable-domain
 * list (the maintained `disposable-email-domains` package) and an MX lookup
 * with a short timeout. The lookup is passed in, so the verdict logic is pure.
 */
import { z } from 'zod'
import { EMAIL_MAX_LENGTH } from './emailLimits'

export type EmailVerdict = {
  valid: boolean
  reason: 'ok' | 'syntax' | 'disposable' | 'no-mail-server' | 'mail-server-unchecked'
  message: string
}

/** Answers the domain's mail servers, [] when it has none, or throws when the lookup fails. */
export type MxLookup = (domain: string) => Promise<string[]>

export class NoRecordsError extends Error {}

const syntax = z.string().trim().max(EMAIL_MAX_LENGTH).email()

export function domainOf(email: string): string {
  return email
    .trim()
    .slice(email.trim().lastIndexOf('@') + 1)
    .toLowerCase()
}

/** A domain, or any parent of it, on the list; wildcard entries match their subdomains too. */
export function isDisposable(domain: string, exact: ReadonlySet<string>, wildcards: ReadonlySet<string>): boolean {
  const labels = domain.toLowerCase().split('.')
  for (let i = 0; i < labels.length - 1; i++) {
    const candidate = labels.slice(i).join('.')
    if ((i === 0 && exact.has(candidate)) || wildcards.has(candidate)) return true
  }
  return false
}

/** Disposable domains: exact names, and those whose every subdomain is disposable too. */
export type DisposableLists = { exact: ReadonlySet<string>; wildcards: ReadonlySet<string> }

export async function validateEmail(email: string, lists: DisposableLists, lookupMx: MxLookup): Promise<EmailVerdict> {
  if (!syntax.safeParse(email).success) return { valid: false, reason: 'syntax', message: 'This is not an e-mail address' }
  const domain = domainOf(email)
  if (isDisposable(domain, lists.exact, lists.wildcards))
    return { valid: false, reason: 'disposable', message: 'Use a permanent e-mail address, not a disposable one' }
  try {
    const servers = await lookupMx(domain)
    if (servers.length === 0) return { valid: false, reason: 'no-mail-server', message: `${domain} does not receive e-mail` }
    return { valid: true, reason: 'ok', message: 'The address looks deliverable' }
  } catch (error) {
    if (error instanceof NoRecordsError) return { valid: false, reason: 'no-mail-server', message: `${domain} does not receive e-mail` }
    // DNS slow or unreachable: the address is not refused for our own trouble.
    return { valid: true, reason: 'mail-server-unchecked', message: 'The address looks right; its mail server could not be checked' }
  }
}
