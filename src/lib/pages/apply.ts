/**
 * Applies a revalidation plan to Next's cache. Inside the Next server (a
 * request handled by Payload's routes) it calls next/cache directly; from any
 * other process (a script, a test, a job worker using Payload's Local API) it
 * asks the running site to do it through POST /api/revalidate.
 */
import type { RevalidationPlan } from './revalidate'

export type Revalidator = {
  path: (path: string, type?: 'layout' | 'page') => void
  tag: (tag: string) => void
}

export type ApplyOptions = {
  siteUrl: string
  secret: string
  fetchImpl?: typeof fetch
  log?: (message: string) => void
}

export const REVALIDATE_ENDPOINT = '/api/revalidate'
export const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret'

export function isEmptyPlan(plan: RevalidationPlan): boolean {
  return !plan.everything && plan.paths.length === 0 && plan.tags.length === 0
}

/** Runs the plan in this process; returns false when there is no Next cache here. */
export function applyInProcess(plan: RevalidationPlan, revalidator: Revalidator): boolean {
  try {
    for (const tag of plan.tags) revalidator.tag(tag)
    for (const path of plan.paths) revalidator.path(path)
    if (plan.everything) revalidator.path('/', 'layout')
    return true
  } catch (error) {
    // Next throws an invariant error when called outside a request or build.
    if (error instanceof Error && /static generation store|workStore|outside a request scope/i.test(error.message)) return false
    throw error
  }
}

/** Sends the plan to the running site. Failures are logged, never thrown: a save must not fail for a cache. */
export async function applyRemotely(plan: RevalidationPlan, options: ApplyOptions): Promise<boolean> {
  const { siteUrl, secret, fetchImpl = fetch, log = () => {} } = options
  try {
    const response = await fetchImpl(`${siteUrl}${REVALIDATE_ENDPOINT}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [REVALIDATE_SECRET_HEADER]: secret },
      body: JSON.stringify(plan),
      signal: AbortSignal.timeout(5000),
    })
    if (!response.ok) log(`revalidate request answered ${response.status}`)
    return response.ok
  } catch (error) {
    log(`revalidate request failed: ${error instanceof Error ? error.message : String(error)}`)
    return false
  }
}
