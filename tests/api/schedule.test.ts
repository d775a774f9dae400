import { afterAll, describe, expect, it } from 'vitest'

import { eventually, get, localApi, runWorker, unique } from './helpers'

const runWorkerOnce = () => runWorker(['--once'])

describe('scheduled publishing through the jobs queue', () => {
  const ids: number[] = []

  afterAll(async () => {
    const payload = await localApi()
    for (const id of ids) await payload.delete({ collection: 'pages', id })
  })

  async function draftPage(heading: string) {
    const payload = await localApi()
    const slug = unique('scheduled')
    const page = await payload.create({
      collection: 'pages',
      draft: true,
      data: { title: 'Scheduled product', family: 'products', slug, shell: 'full', _status: 'draft', layout: [{ blockType: 'hero', heading }] },
    })
    ids.push(page.id)
    return { id: page.id, path: `/products/${slug}` }
  }

  const schedule = async (type: 'publish' | 'unpublish', id: number, at: Date) =>
    (await localApi()).jobs.queue({ task: 'schedulePublish', input: { type, doc: { relationTo: 'pages', value: id } }, waitUntil: at })

  // Room for two worker runs, each killed after 70 s by runWorker with its output (which names the job it was running).
  it('the worker publishes what is due, leaves what is not, and unpublishes on schedule', { timeout: 240_000 }, async () => {
    const payload = await localApi()
    const due = await draftPage('Published by the worker')
    const later = await draftPage('Not yet')
    await schedule('publish', due.id, new Date(Date.now() - 1000))
    await schedule('publish', later.id, new Date(Date.now() + 3_600_000))

    const first = await runWorkerOnce()
    expect(first.code, first.output).toBe(0)
    expect((await payload.findByID({ collection: 'pages', id: due.id, depth: 0 }))._status).toBe('published')
    expect((await payload.findByID({ collection: 'pages', id: later.id, depth: 0, draft: true }))._status).toBe('draft')
    // The worker is outside Next: it reaches the site through /api/revalidate.
    expect(await eventually(async () => (await (await get(due.path)).text()).includes('Published by the worker'))).toBe(true)

    await schedule('unpublish', due.id, new Date(Date.now() - 1000))
    const second = await runWorkerOnce()
    expect(second.code, second.output).toBe(0)
    expect((await payload.findByID({ collection: 'pages', id: due.id, depth: 0, draft: true }))._status).toBe('draft')
    expect(await eventually(async () => (await get(due.path)).status === 404)).toBe(true)
  })
})
