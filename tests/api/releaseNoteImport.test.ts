import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ApiErrorBody } from '@/api/errors'
import { DEFAULT_ADMIN } from '@/seed'

import { BASE_URL, get, localApi, signIn, unique } from './helpers'

/** The Markdown host: a small server on 127.0.0.1 started by this test. */
function markdownHost(documents: Record<string, string>): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url === '/slow.md') return // never answers: the import must give up at 10 000 ms
    const body = documents[request.url ?? '']
    if (body === undefined) {
      response.writeHead(404).end('missing')
      return
    }
    response.writeHead(200, { 'content-type': 'text/markdown' }).end(body)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

describe('release notes imported from Markdown', () => {
  const slug = unique('imported-note')
  let server: Server
  let origin = ''
  let session = ''
  const post = (body: unknown, cookie = session) =>
    fetch(`${BASE_URL}/api/release-notes/import`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) })

  beforeAll(async () => {
    server = await markdownHost({
      '/note.md': `---\ntitle: Imported stereo recording\nproduct: voice-api\nreleased: 2026-11-20\nslug: ${slug}\n---\n\nCalls can now be recorded **in stereo**.\n\n## Details\n\n- one channel per leg\n`,
      '/untitled.md': 'No heading here.',
    })
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    session = await signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  })

  afterAll(async () => {
    server.close()
    const payload = await localApi()
    await payload.delete({ collection: 'release-notes', where: { slug: { equals: slug } } })
  })

  it('lands as a draft with the fields and rich text from the document', async () => {
    const response = await post({ url: `${origin}/note.md` })
    expect(response.status).toBe(201)
    const answer = (await response.json()) as { id: number; path: string; status: string; adminUrl: string }
    expect(answer).toMatchObject({ path: `/release-notes/${slug}`, status: 'draft', adminUrl: `/admin/collections/release-notes/${answer.id}` })

    const note = await (await localApi()).findByID({ collection: 'release-notes', id: answer.id, draft: true, depth: 0 })
    expect(note).toMatchObject({ title: 'Imported stereo recording', product: 'voice-api', _status: 'draft', summary: 'Calls can now be recorded in stereo.' })
    expect(note.releasedAt.startsWith('2026-11-20')).toBe(true)
    // The body is one Rich text block of the note's layout.
    expect(note.layout?.map((block) => block.blockType)).toEqual(['richText'])
    const nodes = JSON.stringify(note.layout?.[0])
    expect(nodes).toContain('"tag":"h2"')
    expect(nodes).toContain('"listType":"bullet"')
    // A draft: not on the site until someone publishes it.
    expect((await get(answer.path)).status).toBe(404)

    const again = await post({ url: `${origin}/note.md` })
    expect(again.status).toBe(409)
  })

  it('answers 4xx JSON naming the problem', async () => {
    expect((await post({ url: `${origin}/note.md` }, '')).status).toBe(401)
    const bad = await post({ url: 'ftp://example.com/x.md' })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as ApiErrorBody).error.fields?.[0].path).toBe('url')
    const missing = await post({ url: `${origin}/gone.md` })
    expect(missing.status).toBe(422)
    expect(((await missing.json()) as ApiErrorBody).error.message).toContain('404')
    const untitled = await post({ url: `${origin}/untitled.md` })
    expect(untitled.status).toBe(422)
    expect(((await untitled.json()) as ApiErrorBody).error.message).toContain('no title')
  })

  it('gives up on a host that does not answer after 10 000 ms', { timeout: 20_000 }, async () => {
    const started = Date.now()
    const slow = await post({ url: `${origin}/slow.md` })
    expect(slow.status).toBe(422)
    expect(((await slow.json()) as ApiErrorBody).error.message).toContain('10000 ms')
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_900)
  })
})
