import { ImageResponse } from 'next/og'
import { z } from 'zod'

import { jsonError } from '@/api/errors'
import { DEFAULT_BRAND } from '@/lib/design'
import { getCardTitles } from '@/siteData'

const query = z.object({ title: z.string().trim().min(1).max(160) })

/** The generated social card (1200 × 630) of a published page that has no image of its own; no other title gets one. */
export async function GET(request: Request): Promise<Response> {
  const parsed = query.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success)
    return jsonError(400, 'invalid_input', 'The query needs a title of 1 to 160 characters', [{ path: 'title', message: 'must have 1 to 160 characters' }])
  if (!(await getCardTitles()).includes(parsed.data.title)) return jsonError(404, 'not_found', 'No published page has this title')
  const image = new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 72,
        background: '#0b0b0b',
        color: '#fdf8ee',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 40, fontWeight: 700 }}>
        <div style={{ width: 44, height: 44, borderRadius: 22, border: '8px solid #fdf8ee' }} />
        {DEFAULT_BRAND}
      </div>
      <div style={{ fontSize: parsed.data.title.length > 60 ? 56 : 72, fontWeight: 700, lineHeight: 1.1 }}>{parsed.data.title}</div>
      <div style={{ width: 200, height: 12, background: '#e4f26b' }} />
    </div>,
    { width: 1200, height: 630 },
  )
  // The card depends only on the title: cache it for a day everywhere.
  image.headers.set('cache-control', 'public, max-age=86400, s-maxage=86400, immutable')
  return image
}
