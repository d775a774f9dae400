import { describe, expect, it } from 'vitest'

import { DEFAULT_PRODUCT, parseReleaseNoteMarkdown } from '@/lib/content/releaseNoteMarkdown'

const today = new Date('2026-11-22T00:00:00.000Z')

describe('parseReleaseNoteMarkdown', () => {
  it('reads the front matter', () => {
    const result = parseReleaseNoteMarkdown(
      [
        '---',
        'title: "Voice API: stereo recording"',
        'product: voice-api',
        'released: 2026-11-02',
        'summary: Both legs, two channels.',
        '---',
        '',
        'Body **text**.',
      ].join('\n'),
      today,
    )
    expect(result).toEqual({
      ok: true,
      note: {
        title: 'Voice API: stereo recording',
        slug: 'voice-api-stereo-recording',
        product: 'voice-api',
        releasedAt: '2026-11-02T00:00:00.000Z',
        summary: 'Both legs, two channels.',
        body: 'Body **text**.',
      },
    })
  })

  it('falls back to the first heading, the first paragraph and today', () => {
    const result = parseReleaseNoteMarkdown(
      '\uFEFF# Messaging: *faster* delivery reports\n\n- a list first\n\nReports now arrive in [under a second](https://x.example).\n\nMore.',
      today,
    )
    expect(result.ok && result.note).toEqual({
      title: 'Messaging: faster delivery reports',
      slug: 'messaging-faster-delivery-reports',
      product: DEFAULT_PRODUCT,
      releasedAt: today.toISOString(),
      summary: 'Reports now arrive in under a second.',
      body: '- a list first\n\nReports now arrive in [under a second](https://x.example).\n\nMore.',
    })
  })

  it('explains what is missing', () => {
    expect(parseReleaseNoteMarkdown('Just text, no title.', today)).toEqual({ ok: false, error: expect.stringContaining('no title') })
    expect(parseReleaseNoteMarkdown('---\ntitle: X\nreleased: someday\n---\n', today)).toEqual({ ok: false, error: expect.stringContaining('not a date') })
    expect(parseReleaseNoteMarkdown('# ***\n', today).ok).toBe(false)
  })
})
