import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { fetchVideoOembed } from '@/lib/media/oembed'

/** A stand-in for the host's oEmbed endpoint on 127.0.0.1: the status comes from the video id. */
let server: Server
let endpoint: string
const requests: URL[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    requests.push(url)
    const id = (url.searchParams.get('url') ?? '').split('/').pop()
    const status = id === '404' ? 404 : id === '403' ? 403 : id === '500' ? 500 : 200
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(
      status === 200
        ? JSON.stringify({
            type: 'video',
            title: 'Ostra Voice AI in 90 seconds',
            thumbnail_url: 'https://i.vimeocdn.com/video/1_640.jpg',
            thumbnail_width: 640,
            thumbnail_height: 360,
            width: '1920',
            height: 1080,
            duration: 90,
          })
        : JSON.stringify({ error: 'nope' }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/oembed.json`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(() => {
  requests.length = 0
  vi.restoreAllMocks()
})

const config = () => ({ endpoint, revalidate: 60 })

describe('oEmbed metadata', () => {
  it('returns the title, thumbnail and size, asking with the url and the embed options', async () => {
    const metadata = await fetchVideoOembed('https://player.vimeo.com/video/123', { quality: '1080p' }, config())
    expect(metadata).toEqual({
      id: '123',
      title: 'Ostra Voice AI in 90 seconds',
      thumbnailUrl: 'https://i.vimeocdn.com/video/1_640.jpg',
      thumbnailWidth: 640,
      thumbnailHeight: 360,
      width: 1920,
      height: 1080,
      duration: 90,
    })
    expect(requests).toHaveLength(1)
    expect(requests[0].pathname).toBe('/api/oembed.json')
    expect(requests[0].searchParams.get('url')).toBe('https://vimeo.com/123')
    expect(requests[0].searchParams.get('quality')).toBe('1080p')
    expect(requests[0].searchParams.get('autopause')).toBe('1')
  })

  it.each([
    ['404', 'not found (404)'],
    ['403', 'not embeddable (403)'],
    ['500', 'error fetching the embed code with status 500'],
  ])('logs a %s answer and returns nothing', async (id, message) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(fetchVideoOembed(`https://vimeo.com/${id}`, {}, config())).resolves.toBeUndefined()
    expect(requests).toHaveLength(1)
    expect(error).toHaveBeenCalledWith(message, `https://vimeo.com/${id}`)
  })

  it('refuses an id that is not all digits without asking the host', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(fetchVideoOembed('https://vimeo.com/abc', {}, config())).resolves.toBeUndefined()
    expect(error).toHaveBeenCalledWith('not a valid video id', 'https://vimeo.com/abc')
    expect(requests).toHaveLength(0)
  })

  it('refuses a link to another host without asking', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(fetchVideoOembed('https://www.youtube.com/watch?v=123', {}, config())).resolves.toBeUndefined()
    expect(error).toHaveBeenCalledWith('not a video-host url', 'https://www.youtube.com/watch?v=123')
    expect(requests).toHaveLength(0)
  })
})
