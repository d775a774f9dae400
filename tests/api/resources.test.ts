import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ApiErrorBody } from '@/api/errors'
import type { ResourcesAnswer } from '@/lib/content/resources'

import { get, localApi, unique } from './helpers'

describe('GET /api/resources', () => {
  let draftId: number
  const secretWord = unique('quokkaword')

  beforeAll(async () => {
    const draft = await (
      await localApi()
    ).create({
      collection: 'pages',
      data: { title: `Unpublished ${secretWord}`, family: 'resources', category: 'iot', slug: unique('draft-resource'), _status: 'draft', layout: [] },
      draft: true,
      context: { disableRevalidate: true },
    })
    draftId = draft.id
  })
  afterAll(async () => {
    await (await localApi()).delete({ collection: 'pages', id: draftId, context: { disableRevalidate: true } })
  })

  const answerOf = async (query: string) => {
    const response = await get(`/api/resources${query}`)
    expect(response.status).toBe(200)
    return (await response.json()) as ResourcesAnswer
  }

  it('filters published resources by category and words, newest first, in pages', async () => {
    const iot = await answerOf('?category=iot')
    expect(iot.totalDocs).toBe(3)
    expect(iot.docs.map((d) => d.category)).toEqual(['iot', 'iot', 'iot'])
    const dates = iot.docs.map((d) => d.publishedAt ?? '')
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(iot.docs.every((d) => d.path.startsWith('/resources/'))).toBe(true)

    const words = await answerOf('?q=Battery%20LIFE')
    expect(words.docs.map((d) => d.path)).toEqual(['/resources/lte-m-nb-iot-power-saving'])

    const paged = await answerOf('?limit=5&page=2')
    expect(paged).toMatchObject({ page: 2, totalDocs: 25, totalPages: 5 })
    expect(paged.docs).toHaveLength(5)
  })

  it('gives each card its article’s social image, resized by the server, the same as the list the page renders', async () => {
    const { docs } = await answerOf('?category=voice&limit=3')
    const image = docs[0]?.image
    expect(image, 'the seeded article has a social image').toBeTruthy()
    if (!image) return
    expect(image.width).toBeGreaterThan(0)
    expect(image.height).toBeGreaterThan(0)
    expect(image.srcSet?.split(', ').length).toBeGreaterThan(1)
    const picture = await get(image.src)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toMatch(/^image\//)
    // The statically rendered list draws the same picture for the same article.
    const html = await (await get('/resources')).text()
    expect(html).toContain(`src="${image.src.replace(/&/g, '&amp;')}"`)
  })

  it('never returns drafts', async () => {
    expect((await answerOf(`?q=${secretWord}`)).totalDocs).toBe(0)
  })

  it('names the bad parameter', async () => {
    for (const [query, path] of [
      ['?category=gossip', 'category'],
      [`?q=${'x'.repeat(201)}`, 'q'],
      ['?page=0', 'page'],
      ['?limit=500', 'limit'],
    ]) {
      const response = await get(`/api/resources${query}`)
      expect(response.status).toBe(400)
      expect(((await response.json()) as ApiErrorBody).error.fields?.map((f) => f.path)).toEqual([path])
    }
  })

  it('a resource published after the list was read shows in the same query at once (the cached answer expires on publish)', async () => {
    const title = `Published ${unique('wombatword')}`
    const before = await answerOf('?category=iot&limit=48')
    expect(before.docs.map((d) => d.title)).not.toContain(title)
    const payload = await localApi()
    const page = await payload.create({
      collection: 'pages',
      data: {
        title,
        family: 'resources',
        category: 'iot',
        slug: unique('published-resource'),
        shell: 'full',
        _status: 'published',
        publishedAt: new Date().toISOString(),
        layout: [],
      },
    })
    try {
      expect((await answerOf('?category=iot&limit=48')).docs.map((d) => d.title)).toContain(title)
    } finally {
      await payload.delete({ collection: 'pages', id: page.id })
    }
    expect((await answerOf('?category=iot&limit=48')).docs.map((d) => d.title)).not.toContain(title)
  })
})
