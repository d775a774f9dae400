/**
 * Reusable sections over HTTP (issue 32, item 4): a section placed on several pages by reference, edited
 * once; where it is used; a delete refused while in use; Detach; and what a hostile request gets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { inlineRichText } from '@/lib/richText'
import { DEFAULT_ADMIN } from '@/seed'

import { BASE_URL, eventually, get, localApi, signIn, unique } from './helpers'

const banner = (heading: string) => ({ blockType: 'ctaBanner' as const, heading, text: inlineRichText('Shared words.'), backgroundColor: 'blue' as const })
const contains = (path: string, words: string) => async () => (await (await get(path)).text()).includes(words)
const lacks = (path: string, words: string) => async () => !(await (await get(path)).text()).includes(words)

describe('reusable sections', () => {
  const first = unique('Shared band')
  const second = unique('Edited once')
  const drafted = unique('Only a draft')
  let sectionId = 0
  const pages: { id: number; path: string; title: string }[] = []
  let session = ''

  beforeAll(async () => {
    session = await signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
    const payload = await localApi()
    const section = await payload.create({
      collection: 'reusable-sections',
      data: { name: unique('Closing band'), layout: [banner(first)], _status: 'published' },
      draft: false,
    })
    sectionId = section.id
    for (const name of ['one', 'two']) {
      const title = unique(`Uses the band ${name}`)
      const page = await payload.create({
        collection: 'pages',
        data: {
          title,
          shell: 'full',
          family: 'content',
          slug: unique(`band-${name}`),
          _status: 'published',
          layout: [
            { blockType: 'hero', heading: title },
            { blockType: 'reusableSection', section: sectionId },
          ],
        },
        draft: false,
      })
      pages.push({ id: page.id, path: page.path as string, title })
    }
  })

  afterAll(async () => {
    const payload = await localApi()
    for (const page of pages) await payload.delete({ collection: 'pages', id: page.id }).catch(() => undefined)
    if (sectionId) await payload.delete({ collection: 'reusable-sections', id: sectionId }).catch(() => undefined)
  })

  it('shows the section on every page that places it, and an edit published once on all of them', async () => {
    for (const page of pages) expect(await eventually(contains(page.path, first))).toBe(true)
    const payload = await localApi()
    await payload.update({ collection: 'reusable-sections', id: sectionId, data: { layout: [banner(second)], _status: 'published' }, draft: false })
    for (const page of pages) {
      expect(await eventually(contains(page.path, second), 5_000)).toBe(true)
      expect(await lacks(page.path, first)()).toBe(true)
    }
  })

  it('keeps a draft of the section off the site', async () => {
    const payload = await localApi()
    await payload.update({ collection: 'reusable-sections', id: sectionId, data: { layout: [banner(drafted)] }, draft: true })
    // The published words stay, however often the pages are asked for.
    for (let attempt = 0; attempt < 3; attempt++) {
      for (const page of pages) {
        const html = await (await get(page.path)).text()
        expect(html).toContain(second)
        expect(html).not.toContain(drafted)
      }
    }
  })

  it('refuses to delete a section in use, naming the pages, and leaves it in place', async () => {
    const response = await fetch(`${BASE_URL}/api/reusable-sections/${sectionId}`, { method: 'DELETE', headers: { cookie: session } })
    expect(response.status).toBe(409)
    const body = await response.text()
    for (const page of pages) expect(body).toContain(page.title)
    expect(body).not.toMatch(/at .*\.(js|ts):\d+/)
    const still = await (await localApi()).findByID({ collection: 'reusable-sections', id: sectionId, depth: 0 })
    expect(still.id).toBe(sectionId)
  })

  it('detaches a reference into an editable copy on one page, as a draft, leaving the section and the other page', async () => {
    const payload = await localApi()
    const [page, other] = pages
    const before = await payload.findByID({ collection: 'pages', id: page.id, draft: true, depth: 0 })
    const reference = before.layout?.find((block) => block.blockType === 'reusableSection')
    const response = await fetch(`${BASE_URL}/api/pages/${page.id}/detach-section`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: session },
      body: JSON.stringify({ rowId: reference?.id }),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ detached: true, blocks: 1 })
    const after = await payload.findByID({ collection: 'pages', id: page.id, draft: true, depth: 0 })
    expect(after.layout?.map((block) => block.blockType)).toEqual(['hero', 'ctaBanner'])
    const copy = after.layout?.[1]
    // The copy is of the section as its editors last saved it (what their previews showed), with rows of its own.
    expect(copy && 'heading' in copy ? copy.heading : undefined).toBe(drafted)
    const section = await payload.findByID({ collection: 'reusable-sections', id: sectionId, draft: true, depth: 0 })
    expect(copy?.id).not.toBe(section.layout?.[0]?.id)
    expect(after._status).toBe('draft')
    // Not published yet: visitors still see the section on both pages.
    expect(await contains(page.path, second)()).toBe(true)
    expect(await contains(other.path, second)()).toBe(true)
  })

  it('answers bad detach requests with a 4xx naming the problem', async () => {
    const [page] = pages
    const detach = (path: string, body: unknown, cookie = session) =>
      fetch(`${BASE_URL}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
    const cases: [string, unknown, string, number][] = [
      [`/api/pages/${page.id}/detach-section`, { rowId: 'x' }, '', 401],
      [`/api/pages/${page.id}/detach-section`, {}, session, 400],
      [`/api/pages/${page.id}/detach-section`, { rowId: 42 }, session, 400],
      [`/api/pages/${page.id}/detach-section`, { rowId: '../../etc' }, session, 400],
      [`/api/pages/${page.id}/detach-section`, '{"rowId":', session, 400],
      // An id no document can have is answered like any document address with one (lib/requests payloadGuard).
      [`/api/pages/not-a-number/detach-section`, { rowId: 'abc' }, session, 404],
      [`/api/pages/99999999999999/detach-section`, { rowId: 'abc' }, session, 404],
      [`/api/pages/0/detach-section`, { rowId: 'abc' }, session, 404],
      [`/api/pages/2147483000/detach-section`, { rowId: 'abc' }, session, 404],
      // A row that is not a reference of the page (the hero's, or none).
      [`/api/pages/${page.id}/detach-section`, { rowId: 'no-such-row' }, session, 409],
    ]
    for (const [path, body, cookie, status] of cases) {
      const response = await detach(path, body, cookie)
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(status)
      const answer = (await response.json()) as { error?: { message?: string } }
      expect(answer.error?.message, path).toBeTruthy()
    }
  })

  it('lets the section go once no page places it, and a page placing a deleted or unpublished section still answers', async () => {
    const payload = await localApi()
    const orphanName = unique('Never published')
    const orphan = await payload.create({ collection: 'reusable-sections', data: { name: orphanName, layout: [banner(orphanName)] }, draft: true })
    const [page] = pages
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: {
        layout: [
          { blockType: 'hero', heading: page.title },
          { blockType: 'reusableSection', section: orphan.id },
        ],
        _status: 'published',
      },
      draft: false,
    })
    expect(await eventually(async () => (await get(page.path)).status === 200 && (await lacks(page.path, second)()))).toBe(true)
    expect(await lacks(page.path, orphanName)()).toBe(true)
    // The orphan is placed (by the published page): refused; once the page drops it, deleted.
    const refused = await fetch(`${BASE_URL}/api/reusable-sections/${orphan.id}`, { method: 'DELETE', headers: { cookie: session } })
    expect(refused.status).toBe(409)
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { layout: [{ blockType: 'hero', heading: page.title }], _status: 'published' },
      draft: false,
    })
    const deleted = await fetch(`${BASE_URL}/api/reusable-sections/${orphan.id}`, { method: 'DELETE', headers: { cookie: session } })
    expect(deleted.status).toBe(200)
  })

  it('refuses A/B test fields inside a section, saying where tests run', async () => {
    const response = await fetch(`${BASE_URL}/api/reusable-sections`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: session },
      body: JSON.stringify({ name: unique('Tested band'), layout: [{ ...banner('x'), experiment: { key: 'some-test', variant: 'B' } }] }),
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('page’s own blocks')
  })
})
