/** Every page of the seeded site, as a visitor gets it: no link goes nowhere (href="#"), no page fails. */
import { describe, expect, it } from 'vitest'

import type { PublishedPathsBody } from '@/lib/pages/publishedPaths'

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

  it('shows each customer’s wordmark on its story card and page, and each article’s picture on its card', async () => {
    const { customerStories } = await import('@/seed/content/stories')
    const list = await (await get('/customer-stories')).text()
    for (const story of customerStories.slice(0, 6)) {
      const logo = `alt="${story.company.replace(/&/g, '&amp;')} logo"`
      expect(list, story.company).toContain(logo)
      expect(await (await get(`/customer-stories/${story.slug}`)).text(), story.company).toContain(logo)
    }
    const resources = await (await get('/resources')).text()
    // A card with a picture opens with it.
    expect(resources.match(/<li class="[^"]*"><img [^>]*loading="lazy"/g)?.length).toBeGreaterThanOrEqual(9)
  })
})
