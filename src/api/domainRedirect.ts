/** POST /api/domain-redirect {domain}: where a visitor from a known company domain should go, or null. */
import { z } from 'zod'

import { domainCandidates, normaliseDomain } from '@/lib/forms'
import { companyDomains } from '@/lib/forms/data'

import { defineEndpoint } from './endpoint'

export const domainRedirectInput = z.object({
  domain: z
    .string()
    .max(320)
    .refine((value) => normaliseDomain(value) !== undefined, 'must be a domain such as acme.com'),
})

/** What the endpoint answers; the sign-up form reads it by this type. */
export type DomainRedirectAnswer = { domain: string; redirect: string | null }

export const domainRedirectEndpoint = defineEndpoint({
  path: '/domain-redirect',
  method: 'post',
  body: domainRedirectInput,
  handler: async ({ req, body }) => {
    const domain = normaliseDomain(body.domain) as string
    const candidates = domainCandidates(domain)
    const found = await companyDomains(req, candidates)
    // The most specific entry wins (eu.acme.com before acme.com).
    const match = candidates.map((c) => found.find((d) => d.domain === c)).find(Boolean)
    return Response.json({ domain, redirect: match ? match.target : null } satisfies DomainRedirectAnswer)
  },
})
