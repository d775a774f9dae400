/**
 * The marketing e-mail contacts API (SendGrid's Marketing Contacts shape:
 * PUT {url} with list_ids and contacts, bearer key). Off when unconfigured.
 */
import { answeredReason, errorBody, idempotencyHeader, isTimeout, ServiceError, type DeliveryOptions } from '../integrations'
import type { MarketingContactsConfig } from '../config'

export class ForwardError extends ServiceError {
  name = 'ForwardError'
}

/**
 * Adds one address to one list; throws a ForwardError on an error status (with the service's reason when it
 * refused for good: lib/integrations), an unreachable service or a timeout.
 */
export async function addContact(
  config: MarketingContactsConfig,
  list: string,
  email: string,
  { fetchImpl = fetch, idempotencyKey }: DeliveryOptions = {},
): Promise<void> {
  const listId = config.lists[list]
  if (!listId) throw new ForwardError(`No list id is configured for the ${list} list`)
  let response: Response
  try {
    response = await fetchImpl(config.url, {
      method: 'PUT',
      headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json', ...idempotencyHeader(idempotencyKey) },
      body: JSON.stringify({ list_ids: [listId], contacts: [{ email }] }),
      signal: AbortSignal.timeout(config.timeoutMs),
    })
  } catch (error) {
    throw new ForwardError(isTimeout(error) ? `The contacts API did not answer within ${config.timeoutMs} ms` : 'The contacts API could not be reached')
  }
  if (!response.ok) throw new ForwardError(answeredReason('The contacts API', response.status, await errorBody(response)), response.status)
}
