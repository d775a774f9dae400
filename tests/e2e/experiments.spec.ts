import { expect, test, type Request } from '@playwright/test'

import { assignVariant } from '../../src/lib/experiments/experiments'

type TrackBody = { type: string; data: { experimentId?: string; variationId?: number; id?: string } }

test('a block experiment shows a stable variant and fires Experiment Viewed once per view', async ({ page, context }) => {
  // The analytics library unreachable: events go to the fallback, where they are easy to count.
  await page.route('**/segment-cdn/**', (route) => route.abort())
  const viewed: TrackBody[] = []
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/api/s/t')) return
    const body = request.postDataJSON() as TrackBody
    if (body.type === 'Experiment Viewed') viewed.push(body)
  })

  await page.goto('/solutions/insurance')
  const id = decodeURIComponent((await context.cookies()).find((c) => c.name === 'ajs_anonymous_id')?.value ?? '').replace(/^"|"$/g, '')
  const variant = assignVariant('solutions-cta', id, [1, 1])
  const shown = variant === 1 ? 'Talk to a solutions engineer' : 'Build for insurance with Ostra'
  const hidden = variant === 1 ? 'Build for insurance with Ostra' : 'Talk to a solutions engineer'
  await expect(page.getByRole('heading', { name: shown })).toBeVisible()
  await expect(page.getByRole('heading', { name: hidden })).toHaveCount(0)

  await expect.poll(() => viewed.length).toBe(1)
  expect(viewed[0].data).toEqual({ experimentId: 'solutions-cta', variationId: variant, id })
  await page.waitForTimeout(500)
  expect(viewed).toHaveLength(1)

  // The same visitor, again: the same variant, and one more view.
  await page.reload()
  await expect(page.getByRole('heading', { name: shown })).toBeVisible()
  await expect.poll(() => viewed.length).toBe(2)
  expect(viewed[1].data.variationId).toBe(variant)
})
