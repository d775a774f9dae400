/**
 * One copy of Payload in the app server, whichever route loads it first. Each route bundle used to
 * carry its own copy; the Payload instance is shared (getPayload caches it globally), so after a
 * start where the admin's sign-in page (the pages' bundle) loaded Payload first, the REST
 * route's error formatting no longer recognised the instance's ValidationError: an editor's invalid
 * save answered "The following field is invalid" without naming the field or the reason.
 */
import fs from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEFAULT_ADMIN } from '@/seed'

import { treeMemory } from '../../scripts/lib'
import { startAppServer, type Started } from '../../scripts/servers'
import { signIn, unique } from './helpers'

const PORT = 3116
let server: Started & { pid: number }

beforeAll(async () => {
  server = await startAppServer(PORT, { SITE_URL: `http://127.0.0.1:${PORT}` })
}, 120_000)
afterAll(async () => {
  await server?.stop()
})

type ErrorBody = { errors: { name?: string; message: string; data?: { errors?: { path: string; message: string }[] } }[] }

describe('a fresh app server', () => {
  it('runs without Next’s compiler: on the configuration its build recorded, not next.config.ts compiled again (27 MB resident)', () => {
    const processes = treeMemory(server.pid)
    expect(processes.length).toBeGreaterThan(0)
    for (const { pid } of processes) expect(fs.readFileSync(`/proc/${pid}/maps`, 'utf8')).not.toContain('next-swc')
  })

  it('names the invalid field of an editor’s save after the admin’s sign-in page loaded Payload first', { timeout: 60_000 }, async () => {
    // The admin's sign-in page renders through the pages' bundle, which loads Payload first.
    expect((await fetch(`${server.url}/admin/login`)).status).toBe(200)
    const cookie = await signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password, server.url)
    const response = await fetch(`${server.url}/api/pages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        title: 'Broken link',
        slug: unique('broken-link'),
        family: 'products',
        _status: 'published',
        layout: [{ blockType: 'hero', heading: 'A hero', buttons: [{ label: 'Go', href: '/no-such-page-anywhere' }] }],
      }),
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as ErrorBody
    expect(body.errors[0].data?.errors).toEqual([
      expect.objectContaining({ path: 'layout.0.buttons.0.href', message: expect.stringContaining('/no-such-page-anywhere') }),
    ])
  })
})
