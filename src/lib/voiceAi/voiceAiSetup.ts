/** The voice AI setup service: starts a demo call from the chosen agent to the visitor's phone. */
import { CALL_STATUSES, type CallStatus } from './voiceAi'
import { answeredReason, errorBody, idempotencyHeader, isTimeout, ServiceError, type DeliveryOptions } from '../integrations'
import type { VoiceAiCallsConfig, VoiceAiSetupConfig } from '../config'

export type VoiceAiSetupRequest = { name: string; email: string; phone: string; company?: string; website?: string; agent: string }
export type VoiceAiSetupAnswer = { callId: string; status: string }

export class VoiceAiSetupError extends ServiceError {}

export async function startVoiceAiDemo(
  config: VoiceAiSetupConfig,
  request: VoiceAiSetupRequest,
  { fetchImpl = fetch, idempotencyKey }: DeliveryOptions = {},
): Promise<VoiceAiSetupAnswer> {
  let response: Response
  try {
    response = await fetchImpl(config.url, {
      method: 'POST',
      headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json', ...idempotencyHeader(idempotencyKey) },
      // The caller number and application are ours, never the visitor's: the call goes only to `phone`.
      body: JSON.stringify({
        ...request,
        from: config.callerNumber,
        application_id: config.applicationId,
        timeout_secs: config.demoTimeoutSeconds,
        time_limit_secs: config.timeLimitSeconds,
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    })
  } catch (error) {
    throw new VoiceAiSetupError(
      isTimeout(error) ? `The voice AI service did not answer within ${config.timeoutMs} ms` : 'The voice AI service could not be reached',
    )
  }
  if (!response.ok) throw new VoiceAiSetupError(answeredReason('The voice AI service', response.status, await errorBody(response)), response.status)
  const body = (await response.json().catch(() => ({}))) as { call_id?: unknown; status?: unknown }
  if (typeof body.call_id !== 'string') throw new VoiceAiSetupError('The voice AI service answered without a call id')
  return { callId: body.call_id, status: typeof body.status === 'string' ? body.status : 'started' }
}

/** GET {url}/{callId} → {status}; any status we do not know is 'unknown', never an error for the visitor. */
export async function fetchCallStatus(config: VoiceAiCallsConfig, callId: string, fetchImpl: typeof fetch = fetch): Promise<CallStatus> {
  const url = `${config.url.replace(/\/$/, '')}/${encodeURIComponent(callId)}`
  let response: Response
  try {
    response = await fetchImpl(url, {
      headers: { authorization: `Bearer ${config.apiKey}`, accept: 'application/json' },
      signal: AbortSignal.timeout(config.timeoutMs),
    })
  } catch (error) {
    throw new VoiceAiSetupError(
      isTimeout(error) ? `The voice AI calls service did not answer within ${config.timeoutMs} ms` : 'The voice AI calls service could not be reached',
    )
  }
  if (response.status === 404) return 'unknown'
  if (!response.ok) throw new VoiceAiSetupError(`The voice AI calls service answered ${response.status}`)
  const body = (await response.json().catch(() => ({}))) as { status?: unknown }
  return typeof body.status === 'string' && (CALL_STATUSES as readonly string[]).includes(body.status) ? (body.status as CallStatus) : 'unknown'
}
