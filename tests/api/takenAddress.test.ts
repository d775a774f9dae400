import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEFAULT_ADMIN } from '@/seed'

import { BASE_URL, localApi, signIn, unique } from './helpers'

type PayloadErrorBody = { errors: { message: string; data?: { errors?: { path: string; message: string }[] } }[] }

describe('a taken address (issue 30)', () => {
  let session = ''
  const created: number[] = []
  const createPage = (data: Record<string, unknown>) =>
    fetch(`${BASE_URL}/api/pages`, { method: 'POST', headers: { cookie: session, 'content-type': 'application/json' }, body: JSON.stringify(data) })

  beforeAll(async () => {
    session = await signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  })

  afterAll(async () => {
    const payload = await localApi()
    for (const id of created) await payload.delete({ collection: 'pages', id })
  })

  it('is refused on the slug field, naming the document that holds it and where to edit it', async () => {
    const slug = unique('taken')
    const first = await createPage({ title: 'Spring Launch', family: 'landing', slug, _status: 'draft' })
    expect(first.status).toBe(201)
    const holder = ((await first.json()) as { doc: { id: number } }).doc.id
    created.push(holder)

    // The same slug typed, and the same address made from a title: both refused on the slug.
    for (const attempt of [
      { title: 'Another launch', family: 'landing', slug, _status: 'draft' },
      { title: slug, family: 'landing', _status: 'draft' },
    ]) {
      const second = await createPage(attempt)
      expect(second.status, JSON.stringify(attempt)).toBe(400)
      const fields = ((await second.json()) as PayloadErrorBody).errors
        .flatMap((error) => error.data?.errors ?? [])
        .map(({ path, message }) => ({ path, message }))
      expect(fields).toEqual([
        {
          path: 'slug',
          message: `The address /lp/${slug} is already used by “Spring Launch” (/admin/collections/pages/${holder}). Choose another slug, or move that one first.`,
        },
      ])
    }
    // The same slug in another family is another address; the document itself may keep its own.
    const elsewhere = await createPage({ title: 'Product launch', family: 'products', slug, _status: 'draft' })
    expect(elsewhere.status).toBe(201)
    created.push(((await elsewhere.json()) as { doc: { id: number } }).doc.id)
    const resaved = await fetch(`${BASE_URL}/api/pages/${holder}`, {
      method: 'PATCH',
      headers: { cookie: session, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Spring Launch', slug }),
    })
    expect(resaved.status).toBe(200)
  })
})
