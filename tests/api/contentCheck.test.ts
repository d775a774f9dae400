import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ApiErrorBody } from '@/api/errors'
import { DEFAULT_ADMIN } from '@/seed'

import { BASE_URL, get, localApi, signIn, unique } from './helpers'

type ErrorBody = { errors: { message: string; data?: { errors?: { path: string; message: string }[] } }[] }
type Report = { errors: { rule: string; field: string; message: string }[]; warnings: { rule: string; field: string }[] }

describe('the publish-time content check', () => {
  let session = ''
  const created: number[] = []
  const api = (path: string, method: string, body?: unknown) =>
    fetch(`${BASE_URL}${path}`, {
      method,
      headers: { cookie: session, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })

  const pageData = (slug: string, href: string, status: 'draft' | 'published') => ({
    title: 'Content check product',
    family: 'products',
    slug,
    shell: 'full',
    _status: status,
    layout: [{ blockType: 'hero', heading: 'Checked', buttons: [{ label: 'Go', href, kind: 'primary' }] }],
  })

  beforeAll(async () => {
    session = await signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  })

  afterAll(async () => {
    const payload = await localApi()
    for (const id of created) await payload.delete({ collection: 'pages', id })
  })

  it('blocks publishing a page with a broken internal link, naming the field', async () => {
    const response = await api('/api/pages', 'POST', pageData(unique('broken-link'), '/no-such-page-anywhere', 'published'))
    expect(response.status).toBe(400)
    const body = (await response.json()) as ErrorBody
    const fieldErrors = body.errors[0].data?.errors ?? []
    expect(fieldErrors).toEqual([expect.objectContaining({ path: 'layout.0.buttons.0.href', message: expect.stringContaining('/no-such-page-anywhere') })])
  })

  it('saves the draft, refuses to publish it until the link is fixed, then publishes', async () => {
    const slug = unique('draft-link')
    const draft = await api('/api/pages?draft=true', 'POST', pageData(slug, '/no-such-page-anywhere', 'draft'))
    expect(draft.status).toBe(201)
    const id = ((await draft.json()) as { doc: { id: number } }).doc.id
    created.push(id)

    const publish = await api(`/api/pages/${id}`, 'PATCH', { _status: 'published' })
    expect(publish.status).toBe(400)
    expect((await get(`/products/${slug}`)).status).toBe(404)

    const fixed = await api(`/api/pages/${id}`, 'PATCH', { _status: 'published', layout: pageData(slug, '/pricing/messaging', 'published').layout })
    expect(fixed.status).toBe(200)
  })

  it('refuses a typed price the price list contradicts, naming the row; takes the same price, or one from the list', async () => {
    const table = (rows: unknown[]) => [
      { blockType: 'hero', heading: 'Checked' },
      { blockType: 'section', blocks: [{ blockType: 'pricingTable', currency: 'USD', rows }] },
    ]
    const typed = (price: string) => ({ source: 'typed', item: 'Standard storage', unit: 'per GB per month', price })
    const refused = await api('/api/pages', 'POST', { ...pageData(unique('typed-price'), '/pricing', 'published'), layout: table([typed('$0.0100')]) })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as ErrorBody).errors[0].data?.errors).toEqual([
      {
        path: 'layout.1.blocks.0.rows.0.price',
        message: '“Standard storage” costs $0.0060 in the price list, not $0.0100: choose the price from the list instead of typing it',
      },
    ])
    const payload = await localApi()
    const storage = (await payload.find({ collection: 'price-list', where: { item: { equals: 'Standard storage' } }, limit: 1 })).docs[0]
    for (const rows of [[typed('$0.0060')], [{ source: 'list', entry: { relationTo: 'price-list', value: storage.id } }]]) {
      const accepted = await api('/api/pages', 'POST', { ...pageData(unique('listed-price'), '/pricing', 'published'), layout: table(rows) })
      expect(accepted.status).toBe(201)
      created.push(((await accepted.json()) as { doc: { id: number } }).doc.id)
    }
  })

  it('reports warnings to the admin without blocking', async () => {
    const report = await api('/api/content-check', 'POST', {
      collection: 'pages',
      data: { title: 'A title far longer than the sixty characters a search result shows', path: '/x', meta: { description: 'd'.repeat(170) }, layout: [] },
    })
    expect(report.status).toBe(200)
    const body = (await report.json()) as Report
    expect(body.errors).toEqual([])
    expect(body.warnings.map((w) => w.rule).sort()).toEqual(['description-too-long', 'title-too-long'])
  })

  it('answers 401 without a session and 400 naming bad input', async () => {
    const anonymous = await fetch(`${BASE_URL}/api/content-check`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    expect(anonymous.status).toBe(401)
    const bad = await api('/api/content-check', 'POST', { collection: 'users', data: 5 })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as ApiErrorBody).error.fields?.map((i) => i.path).sort()).toEqual(['collection', 'data'])
  })

  it('finds no broken links anywhere in the seeded site', async () => {
    const broken: string[] = []
    for (const collection of ['pages', 'customer-stories', 'release-notes', 'legal-pages']) {
      const list = (await (await api(`/api/${collection}?limit=0&depth=0&where[_status][equals]=published`, 'GET')).json()) as {
        docs: Record<string, unknown>[]
      }
      expect(list.docs.length).toBeGreaterThan(0)
      for (let i = 0; i < list.docs.length; i += 8) {
        const reports = await Promise.all(
          list.docs
            .slice(i, i + 8)
            .map(async (doc) => ({ doc, report: (await (await api('/api/content-check', 'POST', { collection, id: doc.id, data: doc })).json()) as Report })),
        )
        for (const { doc, report } of reports) for (const e of report.errors) broken.push(`${doc.path as string}: ${e.message}`)
      }
    }
    expect(broken).toEqual([])
  })
})
