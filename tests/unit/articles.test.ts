import { describe, expect, it } from 'vitest'

import { pickRelated } from '@/lib/content/related'
import { richText } from '@/lib/richText'
import { headingId, readingMinutes, tableOfContents } from '@/lib/pages/toc'

describe('table of contents', () => {
  it('lists the H2 and H3 headings of every Rich text block, Sections included, in order, each anchor once', () => {
    const layout = [
      { blockType: 'hero', heading: 'Not a section heading' },
      {
        blockType: 'richText',
        content: richText([
          { type: 'p', text: 'Intro' },
          { type: 'h2', text: 'End-of-turn detection' },
        ]),
      },
      {
        blockType: 'section',
        blocks: [
          {
            blockType: 'richText',
            content: richText([
              { type: 'h3', text: 'Time to first token' },
              { type: 'h2', text: 'End-of-turn detection' },
              { type: 'h2', text: 'Network distance' },
            ]),
          },
        ],
      },
    ]
    expect(tableOfContents(layout)).toEqual([
      { id: 'end-of-turn-detection', text: 'End-of-turn detection', level: 2 },
      { id: 'time-to-first-token', text: 'Time to first token', level: 3 },
      { id: 'network-distance', text: 'Network distance', level: 2 },
    ])
    expect(tableOfContents(null)).toEqual([])
  })

  it('anchors headings by their words, never with an empty id', () => {
    expect(headingId('Codecs on Ostra')).toBe('codecs-on-ostra')
    expect(headingId('!!!')).toBe('section')
  })

  it('reads at 230 words a minute, at least one minute', () => {
    expect(readingMinutes(0)).toBe(1)
    expect(readingMinutes(690)).toBe(3)
  })
})

describe('related articles', () => {
  const article = (path: string, category: string, publishedAt: string) => ({ title: path, path, category, publishedAt })
  const all = [
    article('/resources/a', 'voice', '2026-10-01'),
    article('/resources/b', 'voice', '2026-11-01'),
    article('/resources/c', 'ai', '2026-11-20'),
    article('/resources/d', 'iot', '2026-09-01'),
    article('/resources/e', 'voice', '2026-08-01'),
  ]

  it('picks the same category first, newest first, never the article itself', () => {
    expect(pickRelated({ path: '/resources/a', category: 'voice' }, all).map((a) => a.path)).toEqual(['/resources/b', '/resources/e', '/resources/c'])
  })

  it('fills up with the newest of the rest when the category is small', () => {
    expect(pickRelated({ path: '/resources/d', category: 'iot' }, all).map((a) => a.path)).toEqual(['/resources/c', '/resources/b', '/resources/a'])
    expect(pickRelated({ path: '/resources/x', category: null }, all, 2).map((a) => a.path)).toEqual(['/resources/c', '/resources/b'])
  })
})
