/** POST /api/validate-email {email}: syntax, disposable domains and an MX lookup; a verdict with a reason. */
import { Resolver } from 'node:dns/promises'

import { z } from 'zod'

import { NoRecordsError, validateEmail, type DisposableLists, type MxLookup, EMAIL_MAX_LENGTH } from '@/lib/forms'
import { env } from '@/lib/config/data'

import { defineEndpoint } from './endpoint'

export const validateEmailInput = z.object({ email: z.string().max(EMAIL_MAX_LENGTH, `must be at most ${EMAIL_MAX_LENGTH} characters`) })

let lists: Promise<DisposableLists> | undefined

/**
 * The disposable-domain lists, also used by the sign-up endpoint's re-check. Loaded on first use:
 * 120 000 domains are megabytes of heap that a server answering only pages never needs.
 */
export function disposableLists(): Promise<DisposableLists> {
  lists ??= Promise.all([import('disposable-email-domains'), import('disposable-email-domains/wildcard.json')]).then(([exact, wildcards]) => ({
    exact: new Set<string>(exact.default),
    wildcards: new Set<string>(wildcards.default),
  }))
  return lists
}

export const lookupMx: MxLookup = async (domain) => {
  const resolver = new Resolver({ timeout: env.emailDns.timeoutMs, tries: 1 })
  if (env.emailDns.servers.length > 0) resolver.setServers(env.emailDns.servers)
  try {
    return (await resolver.resolveMx(domain)).map((record) => record.exchange)
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'ENOTFOUND' || code === 'ENODATA') throw new NoRecordsError(code)
    throw error
  }
}

export const validateEmailEndpoint = defineEndpoint({
  path: '/validate-email',
  method: 'post',
  body: validateEmailInput,
  handler: async ({ body }) => Response.json(await validateEmail(body.email, await disposableLists(), lookupMx)),
})
