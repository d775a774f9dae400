/** GET /api/navigation — the header's menus, which pages leave out of their HTML and payload (lib/pages NavGroupSummary). */
import { z } from 'zod'

import { env } from '@/lib/config/data'
import { getShell } from '@/lib/pages/data'
import { buildNavigation, NAVIGATION_PATH, NAVIGATION_VERSION_PATTERN, navigationVersion, type GroupSource, type NavigationAnswer } from '@/lib/pages'

import { defineEndpoint, PUBLIC_READ_HEADERS } from './endpoint'

/** The menus as the pages' header builds them, from the same cached read of the shell (expired on publish, tag `shell`). */
async function readNavigation(payload: Parameters<typeof getShell>[0]): Promise<NavigationAnswer> {
  const { header } = await getShell(payload)
  const groups = buildNavigation((header.groups ?? []) as GroupSource[], env.siteUrl)
  return { version: navigationVersion(groups), groups }
}

/** Asked for by the version a page names: that answer never changes, so a browser and an edge keep it. */
const IMMUTABLE_HEADERS = { 'cache-control': 'public, max-age=31536000, immutable' } as const

export const navigationEndpoint = defineEndpoint({
  path: NAVIGATION_PATH,
  method: 'get',
  query: z.object({ v: z.string().regex(NAVIGATION_VERSION_PATTERN, 'a version is 1–13 lowercase letters or digits').optional() }),
  handler: async ({ req, query }) => {
    const answer = await readNavigation(req.payload)
    // An older page's version is answered with today's menus, kept as briefly as any public read.
    return Response.json(answer, { headers: query.v === answer.version ? IMMUTABLE_HEADERS : PUBLIC_READ_HEADERS })
  },
})
