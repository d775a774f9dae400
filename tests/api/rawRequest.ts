/**
 * One HTTP request sent exactly as written (Node's client keeps odd methods, targets and header values as they are),
 * for the fuzz and hostile-request tests; and the count of unhandled errors the test server has logged.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { BASE_URL, nextClient } from './helpers'

export type RawRequest = { method: string; path: string; headers: Record<string, string>; body?: string }
export type RawResult = { status: number; text: string; headers?: http.IncomingHttpHeaders } | { error: string }

const SERVER_LOG = path.resolve('test-results/server.log')
const target = new URL(BASE_URL)

/** One request as generated (Node's client keeps odd methods and header values as they are); its status, or the failure. */
export function send(request: RawRequest): Promise<RawResult> {
  return new Promise((resolve) => {
    // Each request a new client behind the proxy the test server trusts: the limits must not hide the routes behind 429s.
    const forwarded = request.headers['x-forwarded-for']
    const headers: Record<string, string | number> = { ...request.headers, 'x-forwarded-for': forwarded ? `${forwarded}, ${nextClient()}` : nextClient() }
    // Node's client frames a DELETE's or OPTIONS' body with neither length nor chunks: the server would read it as the next request.
    if (request.body !== undefined) headers['content-length'] = Buffer.byteLength(request.body)
    let outgoing: http.ClientRequest
    try {
      // A connection per request (agent: false): a reused keep-alive socket the server just closed would fail the client, not the server.
      outgoing = http.request(
        { host: target.hostname, port: target.port, method: request.method, path: request.path, headers, timeout: 30_000, agent: false },
        (response) => {
          let text = ''
          response.setEncoding('utf8')
          response.on('data', (chunk: string) => (text = (text + chunk).slice(0, 2000)))
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text, headers: response.headers }))
          response.on('error', (error) => resolve({ error: error.message }))
        },
      )
    } catch (error) {
      // Node's client refuses some generated header values outright: not a request the server ever saw.
      return resolve({ status: 0, text: `not sent: ${error instanceof Error ? error.message : String(error)}` })
    }
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 30 s')))
    outgoing.on('error', (error) => resolve({ error: error.message }))
    outgoing.end(request.body)
  })
}

export const unhandled = (): number =>
  fs.existsSync(SERVER_LOG) ? (fs.readFileSync(SERVER_LOG, 'utf8').match(/unhandledRejection|Unhandled Rejection|uncaughtException/gi) ?? []).length : 0
