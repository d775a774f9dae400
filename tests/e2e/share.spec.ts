import { expect, test, type Request } from '@playwright/test'

import { hydrated } from './hydration'

type TrackBody = { type: string; data: { network?: string; url?: string } }

test('sharing a customer story opens the network’s dialog and tracks Social Share', async ({ page, context }) => {
  // Events through the fallback, where they are easy to read.
  await page.route('**/segment-cdn/**', (route) => route.abort())
  // The network's page, answered here: the tests never reach the internet.
  await context.route('https://www.linkedin.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>LinkedIn</title>' }))
  const shares: TrackBody[] = []
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/api/s/t') && (request.postDataJSON() as TrackBody).type === 'Social Share') shares.push(request.postDataJSON() as TrackBody)
  })
  await page.goto('/customer-stories/harbor-health-network')
  const share = page.getByRole('navigation', { name: 'Share this page' })
  const linkedIn = share.getByRole('link', { name: /LinkedIn/ })
  // A click before the island hydrates opens the network's page with no handler to track it (a CI run clicked that early).
  await hydrated(linkedIn)
  const popup = context.waitForEvent('page')
  await linkedIn.click()
  const dialog = await popup
  await dialog.waitForLoadState()
  expect(dialog.url()).toContain('linkedin.com/sharing/share-offsite/?url=')
  await expect.poll(() => shares.length).toBe(1)
  expect(shares[0].data).toMatchObject({ network: 'linkedin', url: expect.stringMatching(/\/customer-stories\/harbor-health-network$/) })
})
