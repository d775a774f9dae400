/**
 * The browser side's HTTP client (spec §7, generic client behaviour): GET with
 * query parameters, retries and a 20 s abort; POST of JSON or of a file; raw
 * GET; optional bearer authorization. A non-OK response is thrown as a
 * FetchError whose `body` is the parsed JSON body, or the text
 * "Fetch Request Internal Server Error" when the body is not JSON.
 */
export const REQUEST_TIMEOUT_MS = 20_000
export const INTERNAL_ERROR_TEXT = 'Fetch Request Internal Server Error'

export class FetchError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    const nested = (body as { error?: { message?: unknown } } | null)?.error?.message
    super(typeof nested === 'string' ? nested : typeof body === 'string' ? body : `Request failed with status ${status}`)
    this.name = 'FetchError'
  }
}

type Query = Record<string, string | number | boolean | undefined | null>
type Common = { bearer?: string; timeoutMs?: number; fetchImpl?: typeof fetch }

export function withQuery(url: string, query?: Query): string {
  if (!query) return url
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) params.set(key, String(value))
  const text = params.toString()
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url
}

function headersOf(bearer: string | undefined, extra: Record<string, string> = {}): Record<string, string> {
  return bearer ? { ...extra, authorization: `Bearer ${bearer}` } : extra
}

async function failure(response: Response): Promise<FetchError> {
  const text = await response.text().catch(() => '')
  try {
    return new FetchError(response.status, JSON.parse(text) as unknown)
  } catch {
    return new FetchError(response.status, INTERNAL_ERROR_TEXT)
  }
}

async function bodyOf<T>(response: Response): Promise<T | undefined> {
  const text = await response.text()
  return text ? (JSON.parse(text) as T) : undefined
}

const retryable = (status: number) => status >= 500 || status === 429
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** GET JSON; network failures, 5xx and 429 are retried (`retries` times, backoff from 300 ms). */
export async function getJson<T>(url: string, options: Common & { query?: Query; retries?: number } = {}): Promise<T> {
  const { query, retries = 2, bearer, timeoutMs = REQUEST_TIMEOUT_MS, fetchImpl = fetch } = options
  for (let attempt = 0; ; attempt++) {
    let response: Response | undefined
    try {
      response = await fetchImpl(withQuery(url, query), { headers: headersOf(bearer, { accept: 'application/json' }), signal: AbortSignal.timeout(timeoutMs) })
    } catch (error) {
      if (attempt >= retries) throw error
    }
    if (response) {
      if (response.ok) return (await bodyOf<T>(response)) as T
      if (!retryable(response.status) || attempt >= retries) throw await failure(response)
    }
    await sleep(300 * 2 ** attempt)
  }
}

/** POST JSON. `emptyResponse`: the answer has no body; `redirect`: fetch's redirect mode. */
export async function postJson<T>(
  url: string,
  body: unknown,
  options: Common & { redirect?: RequestRedirect; emptyResponse?: boolean } = {},
): Promise<T | undefined> {
  const { bearer, timeoutMs = REQUEST_TIMEOUT_MS, redirect, emptyResponse = false, fetchImpl = fetch } = options
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: headersOf(bearer, { 'content-type': 'application/json', accept: 'application/json' }),
    body: JSON.stringify(body),
    redirect,
    signal: AbortSignal.timeout(timeoutMs),
  })
  if (!response.ok) throw await failure(response)
  return emptyResponse ? undefined : bodyOf<T>(response)
}

/** POST a file's bytes as the body. */
export async function postFile<T>(url: string, file: Blob, options: Common & { contentType?: string } = {}): Promise<T | undefined> {
  const { bearer, timeoutMs = REQUEST_TIMEOUT_MS, contentType = file.type || 'application/octet-stream', fetchImpl = fetch } = options
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: headersOf(bearer, { 'content-type': contentType }),
    body: file,
    signal: AbortSignal.timeout(timeoutMs),
  })
  if (!response.ok) throw await failure(response)
  return bodyOf<T>(response)
}

/** GET without interpretation: the Response itself (CSV downloads, text). */
export async function getRaw(url: string, options: Common & { query?: Query } = {}): Promise<Response> {
  const { query, bearer, timeoutMs = REQUEST_TIMEOUT_MS, fetchImpl = fetch } = options
  const response = await fetchImpl(withQuery(url, query), { headers: headersOf(bearer), signal: AbortSignal.timeout(timeoutMs) })
  if (!response.ok) throw await failure(response)
  return response
}
