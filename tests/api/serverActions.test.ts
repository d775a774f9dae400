/**
 * Requests Next treats as server actions (a `next-action` header, a multipart POST): Next answers a
 * malformed one with a 500. The proxy (lib/requests/serverActions.ts) and the admin's server-function
 * wrapper (api/adminServerFunction.ts) answer a 4xx, or an error in the action's answer, instead;
 * the admin's own calls still work.
 */
import fs from 'node:fs'
import path from 'node:path'

import { beforeAll, describe, expect, it } from 'vitest'

import { DEFAULT_ADMIN } from '@/seed'

import { BASE_URL, signIn } from './helpers'

/** The build's action ids: Payload's server function (defined in the admin layout) and its own layout's. */
function actionIds(): { serverFunction: string; others: string[] } {
  const manifest = JSON.parse(fs.readFileSync(path.resolve('.next/server/server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, { filename: string }>
  }
  const entries = Object.entries(manifest.node)
  const serverFunction = entries.find(([, action]) => action.filename === 'src/app/(payload)/layout.tsx')?.[0]
  if (!serverFunction) throw new Error('no server function in the build’s action manifest')
  return { serverFunction, others: entries.map(([id]) => id).filter((id) => id !== serverFunction) }
}

const origin = new URL(BASE_URL).origin
const post = (pathname: string, headers: Record<string, string>, body: BodyInit) =>
  fetch(`${BASE_URL}${pathname}`, { method: 'POST', headers, body, redirect: 'manual' })
const action = (id: string, extra: Record<string, string> = {}) => ({ 'next-action': id, 'content-type': 'text/plain;charset=UTF-8', origin, ...extra })

let ids: ReturnType<typeof actionIds>
beforeAll(() => {
  ids = actionIds()
})

describe('server-action requests never answer 5xx', () => {
  it('a public page takes no action nor multipart post: 400 with a JSON error', async () => {
    for (const pathname of ['/', '/products/voice-api', '/no-such-page']) {
      const viaHeader = await post(pathname, action(ids.serverFunction), '[]')
      expect(viaHeader.status, pathname).toBe(400)
      expect(((await viaHeader.json()) as { error: string }).error).toMatch(/no form posts or server actions/)
      const multipart = await post(pathname, { 'content-type': 'multipart/form-data; boundary=x' }, 'not multipart')
      expect(multipart.status, pathname).toBe(400)
    }
  })

  it('an admin action from another origin is refused: 403', async () => {
    for (const from of ['null', 'http://evil.example']) {
      const response = await post('/admin', action('abc', { origin: from }), '[]')
      expect(response.status, from).toBe(403)
      expect(((await response.json()) as { error: string }).error).toMatch(/own origin/)
    }
  })

  it('an admin action whose body Next could not decode is refused: 400', async () => {
    expect((await post('/admin', action(ids.serverFunction), 'garbage')).status).toBe(400)
    expect((await post('/admin', { ...action(ids.serverFunction), 'content-type': 'multipart/form-data; boundary=x' }, 'a=b')).status).toBe(400)
  })

  it('Payload’s own layout action (the language switch, unused with one admin language) is refused: 400, never Next’s 500', async () => {
    expect(ids.others.length).toBeGreaterThan(0)
    for (const id of ids.others)
      for (const body of ['[]', '["x"]', '["$@1"]']) {
        const response = await post('/admin', action(id), body)
        expect(response.status, `${id} ${body}`).toBe(400)
        expect(((await response.json()) as { error: string }).error).toMatch(/no such server action/)
      }
  })

  it('someone not signed in gets an error in the answer, not a 500, for any call of the server function', async () => {
    for (const body of [
      '[]',
      '["x"]',
      '[{"name":"x","args":{}}]',
      '[{"name":"render-list","args":{"collectionSlug":"pages"}}]',
      '[{"name":"slugify","args":{}}]',
    ]) {
      const response = await post('/admin', action(ids.serverFunction), body)
      expect(response.status, body).toBe(200)
      expect(await response.text(), body).toMatch(/"errors":\[\{"message":"(Not a server function call|Sign in to use the admin)/)
    }
  })

  it('a signed-in editor’s calls reach Payload as before', async () => {
    const session = await signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
    const response = await post(
      '/admin',
      action(ids.serverFunction, { cookie: session }),
      '[{"name":"slugify","args":{"collectionSlug":"pages","path":"slug","valueToSlugify":"Hello World"}}]',
    )
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('"hello-world"')
  })
})
