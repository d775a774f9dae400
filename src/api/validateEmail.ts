/** POST /api/validate-email {email}: syntax, disposable domains and an MX lookup; a verdict with a reason. */
import { Resolver } from 'node:dns/promises'

import disposableDomains from 'disposable-email-domains'
import disposableWildcards from 'disposable-email-domains/wildcard.json'
import { z } from 'zod'

import { NoRecordsError, validateEmail, type MxLookup } from '@/lib/email/validate'
import { env } from '@/lib/env'

import { defineEndpoint } from './endpoint'

export const validateEmailInput = z.object({ email: z.string().max(254, 'must be at most 254 characters') })

/** The disposable-domain lists, also used by the sign-up endpoint's re-check. */
export const disposableLists = { exact: new Set<string>(disposableDomains), wildcards: new Set<string>(disposableWildcards) }

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
  handler: async ({ body }) => Response.json(await validateEmail(body.email, disposableLists, lookupMx)),
})
