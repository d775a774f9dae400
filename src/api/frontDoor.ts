/**
 * The product endpoints marked `frontDoor` (the subscriptions: the visitors' writes that come in volume), answered in
 * the front door (scripts/client-address.cjs) before Next's router sees the request. The same endpoint runs, with
 * the same cross-site check, rate limit, body limit and zod schema (defineEndpoint); what it skips is Next's route
 * machinery, its web streams and Payload's REST request (cookies, auth, locale): about two thirds of such a write's
 * CPU (docs/performance.md, issue 34: sustained writes). Registered when Payload starts (payload.config onInit); until
 * then, and on every path or method not listed, Next serves the request as before (through the same endpoint object
 * of the config, so one rate-limit count either way).
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'

import { createLocalReq, type Endpoint, type Payload, type PayloadRequest } from 'payload'

import { readNodeBodyWithin, VISITOR_BODY_BYTES } from '@/lib/requests'
import { reportError } from '@/lib/monitoring'

import { bodyTooLarge, jsonError } from './errors'

/** Read by scripts/client-address.cjs: `METHOD /api/path` → the handler that answers it. */
export const FRONT_DOOR_ENDPOINTS = Symbol.for('ostra.frontDoorEndpoints')
/** Marks an endpoint (its `custom`) to be answered in the front door. */
export const FRONT_DOOR = 'frontDoor'

export type FrontDoorHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>

/**
 * Node's headers as a Fetch `Headers` (a repeated header is one comma-joined value, as Next hands it on). A value
 * Fetch refuses, which Node's parser let through, is left out: none that the endpoints read can be one.
 */
function fetchHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers()
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue
    try {
      result.set(name, Array.isArray(value) ? value.join(', ') : value)
    } catch {
      // left out (above)
    }
  }
  return result
}

/** Writes a Fetch answer to Node's response: its status, its headers, its body with a length; never cached. */
async function send(response: ServerResponse, answer: Response): Promise<void> {
  const body = Buffer.from(await answer.arrayBuffer())
  if (response.headersSent || response.destroyed) return
  response.writeHead(answer.status, {
    ...Object.fromEntries(answer.headers),
    'cache-control': 'no-store',
    'content-length': body.byteLength,
  })
  response.end(body)
}

/** One endpoint served from a Node request: the body read within its limit, a local Payload request, the endpoint's own handler. */
function frontDoorHandler(endpoint: Endpoint, payload: Payload): FrontDoorHandler {
  return async (request, response) => {
    try {
      const body = await readNodeBodyWithin(request, request.headers['content-length'], VISITOR_BODY_BYTES)
      // Gone before its body ended: nothing was stored, and nobody is there to answer.
      if (!body.ok && body.reason === 'closed') return void response.destroy()
      if (!body.ok) return await send(response, bodyTooLarge(VISITOR_BODY_BYTES))
      const req = await createLocalReq(
        // The Host was checked in the front door; the url is for the endpoint's query and its error reports.
        { req: { headers: fetchHeaders(request.headers), url: `http://${request.headers.host ?? 'localhost'}${request.url ?? '/'}`, method: request.method } },
        payload,
      )
      req.text = () => Promise.resolve(body.text)
      await send(response, await endpoint.handler(req as PayloadRequest))
    } catch (error) {
      if (response.headersSent || response.destroyed) return void response.destroy()
      reportError(error, { url: request.url, statusCode: 500, endpoint: endpoint.path })
      await send(response, jsonError(500, 'internal', 'Something went wrong on our side; please try again')).catch(() => response.destroy())
    }
  }
}

/** The config's front-door endpoints as the front door looks them up: `POST /api/release-notes-subscription` → handler. */
export function frontDoorEndpoints(payload: Payload): Map<string, FrontDoorHandler> {
  const api = payload.config.routes?.api ?? '/api'
  return new Map(
    (payload.config.endpoints || [])
      .filter((endpoint) => endpoint.custom?.[FRONT_DOOR] === true && !endpoint.path.includes(':'))
      .map((endpoint) => [`${endpoint.method.toUpperCase()} ${api}${endpoint.path}`, frontDoorHandler(endpoint, payload)]),
  )
}

/** What the front door looks a request up in (scripts/client-address.cjs): `METHOD /api/path` → its handler. */
export type FrontDoorRegistry = { get(key: string): FrontDoorHandler | undefined }

/**
 * Hands the front door the endpoints of this Payload instance. They follow its config: a development reload replaces
 * `payload.config` and runs no `onInit`, and an edited endpoint must not be served from the code before the edit.
 */
export function openFrontDoor(payload: Payload): void {
  let config: Payload['config'] | undefined
  let handlers = new Map<string, FrontDoorHandler>()
  const registry: FrontDoorRegistry = {
    get(key) {
      if (payload.config !== config) {
        config = payload.config
        handlers = frontDoorEndpoints(payload)
      }
      return handlers.get(key)
    },
  }
  ;(globalThis as { [FRONT_DOOR_ENDPOINTS]?: FrontDoorRegistry })[FRONT_DOOR_ENDPOINTS] = registry
}
