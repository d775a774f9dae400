/** Shared by the API tests: the running site's address and Payload's Local API on the same database. */
import { execFileSync, spawn } from 'node:child_process'
import { request } from 'node:http'
import path from 'node:path'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { assignVariant } from '@/lib/experiments/experiments'

import { BUNDLE_DIR, BUNDLED_NODE_OPTIONS } from '../../scripts/bundle'

/**
 * The fuzz tests' seed: FUZZ_SEED, else one drawn from the commit under test. The same commit draws
 * the same inputs wherever it runs, so a fresh-clone check runs exactly what CI will; each new commit
 * draws new ones. Outside a git checkout, the clock.
 */
export function fuzzSeed(): number {
  if (process.env.FUZZ_SEED) return Number(process.env.FUZZ_SEED)
  try {
    return Number.parseInt(execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim().slice(0, 8), 16) % 2 ** 31
  } catch {
    return Date.now() % 2 ** 31
  }
}

// SITE_URL: the address scripts/test.ts gives the site under test (vite reserves BASE_URL).
export const BASE_URL = process.env.SITE_URL ?? 'http://localhost:3100'

let instance: Promise<Payload> | undefined
export function localApi(): Promise<Payload> {
  instance ??= getPayload({ config })
  return instance
}

export async function get(path: string, init?: RequestInit): Promise<Response> {
  return fetch(`${BASE_URL}${path}`, { redirect: 'manual', ...init })
}

/** A GET whose body is read as it came, not decoded as fetch would: its encoding, declared length and bytes. */
export function getRaw(path: string, headers: Record<string, string>): Promise<{ encoding?: string; length?: string; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    request(`${BASE_URL}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ encoding: response.headers['content-encoding'], length: response.headers['content-length'], bytes: Buffer.concat(chunks) }),
      )
    })
      .on('error', reject)
      .end()
  })
}

/** The address of the header's menus a page names (GET /api/navigation at the page's version), or undefined. */
export const menusAddress = (html: string): string | undefined => /\/api\/navigation\?v=[0-9a-z]+/.exec(html)?.[0]

/** The header's menus as a visitor's browser fetches them for a page: the answer's text ('' if the page names none). */
export async function menusOf(html: string): Promise<string> {
  const address = menusAddress(html)
  return address ? (await get(address)).text() : ''
}

/** Polls until the check passes: revalidation reaches the server asynchronously. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<boolean> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (await check()) return true
    await new Promise((r) => setTimeout(r, 250))
  }
  return false
}

export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`

/** Signs in through the admin's REST API and answers the session cookie ("payload-token=…"). */
export async function signIn(email: string, password: string, base = BASE_URL): Promise<string> {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`)
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('payload-token='))
  if (!cookie) throw new Error('sign-in answered no session cookie')
  return cookie.split(';')[0]
}

/** The name=value part of a response's cookie, or undefined. */
export function cookieFrom(response: Response, name: string): string | undefined {
  return response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0]
}

/** The documented jobs worker (scripts/worker.ts) with extra arguments and environment; resolves when it exits. */
const WORKER_LIMIT_MS = 70_000
const WORKER_BUNDLE = path.join(BUNDLE_DIR, 'worker.mjs')

/**
 * The worker as production runs it: bundled (by tests/api/globalSetup.ts, scripts/bundle.ts) under plain node,
 * one process, so a SIGKILL reaches the worker itself.
 */
const workerProcess = (args: string[], env: Record<string, string>) =>
  spawn(process.execPath, [...BUNDLED_NODE_OPTIONS, WORKER_BUNDLE, ...args], { env: { ...process.env, ...env } })

export function runWorker(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = workerProcess(args, env)
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    // A worker that hangs fails its test with what it printed, instead of the test's own timeout saying nothing.
    const limit = setTimeout(() => {
      output += `\n[test] worker still running after ${WORKER_LIMIT_MS / 1000} s: killed`
      child.kill('SIGKILL')
    }, WORKER_LIMIT_MS)
    child.on('close', (code) => {
      clearTimeout(limit)
      resolve({ code, output })
    })
  })
}

export type RunningWorker = { pid: number; output: () => string; exited: Promise<number | null>; kill: (signal: NodeJS.Signals) => void }

/** A long-running jobs worker (no --once): the caller stops it (SIGTERM) or kills it (SIGKILL). */
export function startWorker(args: string[] = [], env: Record<string, string> = {}): RunningWorker {
  const child = workerProcess(args, env)
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)))
  return { pid: child.pid ?? 0, output: () => output, exited, kill: (signal) => void child.kill(signal) }
}

/** POSTs JSON as a given client (X-Forwarded-For, as the one proxy the test server trusts appends it). */
export function postJson(path: string, body: unknown, client = '198.51.100.1'): Promise<Response> {
  return fetch(`${BASE_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/**
 * A distinct client address per call, so rate limits per client do not mix tests: an IPv6 address
 * (the server takes only addresses from X-Forwarded-For), unique per test process and call.
 */
let clientCounter = 0
export const nextClient = () => `fd00::${(process.pid >>> 16).toString(16)}:${(process.pid & 0xffff).toString(16)}:${(++clientCounter).toString(16)}`

/** Two anonymous ids, one for each variant of the seeded solutions-cta experiment (weights 1:1). */
export function idsByVariant(): [string, string] {
  const found: (string | undefined)[] = [undefined, undefined]
  for (let i = 0; !found[0] || !found[1]; i++) {
    const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`
    found[assignVariant('solutions-cta', id, [1, 1])] ??= id
  }
  return found as [string, string]
}

/** The anonymous-id cookie as the analytics library writes it (JSON-quoted). */
export const anonymousCookieFor = (id: string) => `ajs_anonymous_id=${encodeURIComponent(JSON.stringify(id))}`

/** The seeded /solutions/healthcare heading in variant A and in variant B of solutions-cta. */
export const HEALTHCARE_HEADINGS = ['Build for healthcare with Ostra', 'Talk to a solutions engineer'] as const
