/**
 * The portal's sign-up endpoint: it creates the account. JSON in (snake
 * case, bearer key), 201 with an optional redirect_url out, 409 when the
 * e-mail already has an account.
 */
import { isTimeout } from '../integrations'
import type { PortalSignUpConfig } from '../config'

export type PortalAccount = { firstName: string; lastName: string; email: string; password: string; company?: string; promoCode: string; number?: string }
export type PortalOutcome = { outcome: 'created'; redirectUrl?: string } | { outcome: 'exists' } | { outcome: 'failed'; detail: string }

export async function createPortalAccount(config: PortalSignUpConfig, account: PortalAccount, fetchImpl: typeof fetch = fetch): Promise<PortalOutcome> {
  let response: Response
  try {
    response = await fetchImpl(config.url, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        first_name: account.firstName,
        last_name: account.lastName,
        email: account.email,
        password: account.password,
        company: account.company,
        promo_code: account.promoCode,
        phone_number: account.number,
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    })
  } catch (error) {
    return { outcome: 'failed', detail: isTimeout(error) ? `timed out after ${config.timeoutMs} ms` : String(error) }
  }
  if (response.status === 409) return { outcome: 'exists' }
  if (!response.ok) return { outcome: 'failed', detail: `the portal answered ${response.status}` }
  const body = (await response.json().catch(() => ({}))) as { redirect_url?: unknown }
  return { outcome: 'created', redirectUrl: typeof body.redirect_url === 'string' && /^https:\/\//.test(body.redirect_url) ? body.redirect_url : undefined }
}
