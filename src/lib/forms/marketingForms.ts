/**
 * The marketing-automation service's form submissions API (HubSpot Forms
 * shape: POST {url}/{accountId}/{formId} with fields and page context).
 */
import { answeredReason, errorBody, idempotencyHeader, isTimeout, ServiceError, type DeliveryOptions } from '../integrations'
import { marketingFormVariable, type MarketingFormsConfig } from '../config'

export class FormForwardError extends ServiceError {}

export async function submitMarketingForm(
  config: MarketingFormsConfig,
  form: string,
  fields: Record<string, unknown>,
  context: { pageUri?: string; pageName?: string },
  { fetchImpl = fetch, idempotencyKey }: DeliveryOptions = {},
): Promise<void> {
  const target = config.forms[marketingFormVariable(form)]
  if (!target) throw new FormForwardError(`No marketing form id is configured for ${form}`)
  const body = {
    fields: Object.entries(fields)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([name, value]) => ({ name, value: Array.isArray(value) ? value.join('\n') : String(value) })),
    context,
  }
  let response: Response
  try {
    response = await fetchImpl(`${config.url.replace(/\/+$/, '')}/${target.accountId}/${target.formId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...idempotencyHeader(idempotencyKey) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs),
    })
  } catch (error) {
    throw new FormForwardError(
      isTimeout(error) ? `The marketing service did not answer within ${config.timeoutMs} ms` : 'The marketing service could not be reached',
    )
  }
  if (!response.ok) throw new FormForwardError(answeredReason('The marketing service', response.status, await errorBody(response)), response.status)
}
