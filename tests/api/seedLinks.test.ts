/** Every page of the seeded site, as a visitor gets it: no link goes nowhere (href="#"), no page fails. */
import { describe, expect, it } from 'vitest'

import type { PublishedPathsBody } from '@/api/publishedPaths'

import { get } from './helpers'

describe('the seeded site’s links', () => {
  it('no rendered page contains a link whose href is #', async () => {
    const { paths } = (await (await get('/api/published-paths')).json()) as PublishedPathsBody
    expect(paths.length).toBeGreaterThan(100)
    const offenders: string[] = []
    for (const path of paths) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      const html = await response.text()
      if (/<a\b[^>]*\shref="#"/.test(html)) offenders.push(path)
    }
    expect(offenders).toEqual([])
  })
})
