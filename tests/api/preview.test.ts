import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ApiErrorBody } from '@/api/errors'
import { DEVELOPMENT_SECRET, previewSecret } from '@/lib/secrets'
import { DEFAULT_ADMIN } from '@/seed'

import { cookieFrom, get, localApi, signIn, unique } from './helpers'

const secret = previewSecret(process.env.PAYLOAD_SECRET ?? DEVELOPMENT_SECRET)
const enter = (path: string, s = secret) => `/preview?${new URLSearchParams({ path, secret: s })}`

describe('draft preview route', () => {
  const slug = unique('preview-product')
  const path = `/products/${slug}`
  const published = 'The published heading'
  const draft = unique('Draft heading')
  let id: number | undefined
  let session = ''

  beforeAll(async () => {
    const payload = await localApi()
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Preview product', family: 'products', slug, shell: 'full', _status: 'published', layout: [{ blockType: 'hero', heading: published }] },
    })
    id = page.id
    await payload.update({ collection: 'pages', id: page.id, draft: true, data: { layout: [{ blockType: 'hero', heading: draft }] } })
    session = await signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  })

  afterAll(async () => {
    if (id !== undefined) await (await localApi()).delete({ collection: 'pages', id })
  })

  it('answers 400 naming each bad parameter', async () => {
    const response = await get('/preview')
    expect(response.status).toBe(400)
    const body = (await response.json()) as ApiErrorBody
    expect(body.error.code).toBe('invalid_input')
    expect(body.error.fields?.map((i) => i.path).sort()).toEqual(['path', 'secret'])
    for (const target of ['https://evil.example/', '//evil.example/x', 'products']) {
      expect((await get(enter(target))).status, target).toBe(400)
    }
  })

  it('needs the secret and a session', async () => {
    expect((await get(enter(path, 'wrong'), { headers: { cookie: session } })).status).toBe(401)
    const anonymous = await get(enter(path))
    expect(anonymous.status).toBe(401)
    expect(((await anonymous.json()) as ApiErrorBody).error).toMatchObject({ code: 'unauthorized', message: expect.stringMatching(/Log in/) })
    expect(cookieFrom(anonymous, '__prerender_bypass')).toBeUndefined()
  })

  it('shows the draft to the signed-in editor only, and never caches it for visitors', async () => {
    const entered = await get(enter(path), { headers: { cookie: session } })
    expect(entered.status).toBe(307)
    expect(entered.headers.get('location')).toMatch(new RegExp(`${path}$`))
    const bypass = cookieFrom(entered, '__prerender_bypass')
    expect(bypass).toBeDefined()

    const editor = await (await get(path, { headers: { cookie: `${session}; ${bypass}` } })).text()
    expect(editor).toContain(draft)
    expect(editor).toContain('Exit preview')
    expect(editor).toMatch(/<meta name="robots" content="noindex/)

    // The same page for a visitor, before and after the editor's view.
    const visitor = await (await get(path)).text()
    expect(visitor).toContain(published)
    expect(visitor).not.toContain(draft)
    expect(visitor).not.toContain('Exit preview')

    // Draft mode without a session (logged out): published content, and the draft cookie is ended.
    const loggedOut = await get(path, { headers: { cookie: bypass as string } })
    const html = await loggedOut.text()
    expect(html).toContain(published)
    expect(html).not.toContain(draft)
    expect(loggedOut.headers.getSetCookie().some((c) => /^__prerender_bypass=;/.test(c))).toBe(true)
  })

  it('shows the admin form’s unsaved state to that editor’s preview only, and refuses anything else (issue 30)', async () => {
    const unsaved = unique('Typed, not yet saved')
    const hand = (body: unknown, cookie = session) =>
      get('/api/canvas/unsaved', { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) })
    const anonymous = await hand({ collection: 'pages', id, data: {} }, '')
    expect(anonymous.status).toBe(401)
    const bad = await hand({ collection: 'users', id: -1, data: 'x' })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as ApiErrorBody).error.fields?.map((f) => f.path).sort()).toEqual(['collection', 'data', 'id'])
    // Larger than any page's form, sent chunked (no length to check first): refused as too large.
    const big = JSON.stringify({ collection: 'pages', id, data: { title: 'x'.repeat(3 * 1024 * 1024) } })
    const chunked = await get('/api/canvas/unsaved', {
      method: 'POST',
      headers: { cookie: session, 'content-type': 'application/json' },
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit)
    expect(chunked.status).toBe(413)
    // A long page's form (a few hundred KB) is taken: the editors' limit, not the visitors' 64 KB.
    const long = { collection: 'pages', id, data: { title: 'Preview product', layout: [{ blockType: 'hero', heading: 'x'.repeat(300 * 1024) }] } }
    expect((await hand(long)).status).toBe(204)
    expect((await hand({ collection: 'pages', id, data: { title: 'Preview product', layout: [{ blockType: 'hero', heading: unsaved }] } })).status).toBe(204)

    const entered = await get(enter(path), { headers: { cookie: session } })
    const bypass = cookieFrom(entered, '__prerender_bypass') as string
    // The preview's own refresh (the client router's fetch, as CanvasOverlay makes it after handing the state over).
    const refresh = async () => (await get(path, { headers: { cookie: `${session}; ${bypass}`, 'sec-fetch-dest': 'empty' } })).text()
    expect(await refresh()).toContain(unsaved)
    // Visitors, and the stored draft, never see it.
    expect(await (await get(path)).text()).not.toContain(unsaved)
    const stored = await (await localApi()).findByID({ collection: 'pages', id: id as number, draft: true })
    expect(JSON.stringify(stored.layout)).not.toContain(unsaved)
    // A save after it wins: the preview shows the saved draft again.
    await (await localApi()).update({ collection: 'pages', id: id as number, draft: true, data: { layout: [{ blockType: 'hero', heading: draft }] } })
    const after = await refresh()
    expect(after).toContain(draft)
    expect(after).not.toContain(unsaved)
  })

  it('forgets the unsaved state when a preview is loaded afresh: it belongs to a form opened afresh, which holds the saved draft', async () => {
    // A form closed with keystrokes not yet autosaved left them behind.
    const leftBehind = unique('Typed, then the tab was closed')
    const handed = await get('/api/canvas/unsaved', {
      method: 'POST',
      headers: { cookie: session, 'content-type': 'application/json' },
      body: JSON.stringify({ collection: 'pages', id, data: { title: 'Preview product', layout: [{ blockType: 'hero', heading: leftBehind }] } }),
    })
    expect(handed.status).toBe(204)
    const bypass = cookieFrom(await get(enter(path), { headers: { cookie: session } }), '__prerender_bypass') as string
    const cookie = `${session}; ${bypass}`
    // The new form's preview, loaded as a document: the saved draft, and what was left behind is gone for its refreshes too.
    const loaded = await (await get(path, { headers: { cookie, 'sec-fetch-dest': 'iframe' } })).text()
    expect(loaded).not.toContain(leftBehind)
    expect(await (await get(path, { headers: { cookie, 'sec-fetch-dest': 'empty' } })).text()).not.toContain(leftBehind)
  })

  it('exit leaves draft mode and returns to the page', async () => {
    const exit = await get(`/preview/exit?path=${encodeURIComponent(path)}`)
    expect(exit.status).toBe(307)
    expect(exit.headers.get('location')).toMatch(new RegExp(`${path}$`))
    expect(exit.headers.getSetCookie().some((c) => /^__prerender_bypass=;/.test(c) && /Expires=Thu, 01 Jan 1970/i.test(c))).toBe(true)
    expect((await get('/preview/exit?path=https://evil.example')).status).toBe(400)
  })
})
