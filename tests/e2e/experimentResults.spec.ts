import { expect, test } from '@playwright/test'

import { apiToken, createDocument, deleteDocument, openAdmin, signIn, visit } from './admin'

/**
 * A marketer reads a test's results on its page and declares the winner: the numbers counted from the
 * visitors' events, the verdict in words, and one variant left live for everyone.
 */
test('an experiment’s page shows its results and verdict, and "Declare the winner" leaves one variant live', async ({ page, request }) => {
  const key = `results-e2e-${Date.now().toString(36)}`
  const slug = `${key}-page`
  const experimentId = await createDocument(request, 'experiments', {
    name: 'Closing line test',
    key,
    status: 'running',
    goal: 'form-submit',
    variants: [{ weight: 1 }, { weight: 1 }],
  })
  const stats = (value: string, variant: string) => ({ blockType: 'stats', items: [{ value, label: variant }], experiment: { key, variant } })
  const pageId = await createDocument(request, 'pages', {
    title: 'Closing line test page',
    shell: 'full',
    family: 'products',
    slug,
    _status: 'published',
    layout: [{ blockType: 'hero', heading: 'Which closing line converts' }, stats(`${key}-line-a`, 'A'), stats(`${key}-line-b`, 'B')],
  })
  try {
    // 120 visitors a side, as their browsers report them: A converts 12, B 30.
    const send = (visitor: string, type: string, data: Record<string, unknown> = {}) =>
      request.post('/api/s/t', {
        headers: {
          cookie: `ajs_anonymous_id=${encodeURIComponent(JSON.stringify(visitor))}`,
          'x-forwarded-for': `fd00::e2e:${visitor.length}:${Math.floor(Math.random() * 65535).toString(16)}`,
        },
        data: { type, data, options: {} },
      })
    // Ten visitors at a time, each one's events in order: 282 requests one by one took most of the test's 30 s under
    // CI's two browser workers (a timeout seen there).
    const visitAndConvert = async (i: number, variationId: number) => {
      const visitor = `${key}-${variationId}-${i}`
      expect((await send(visitor, 'Experiment Viewed', { experimentId: key, variationId, id: visitor })).status()).toBe(202)
      if (i < (variationId === 0 ? 12 : 30)) expect((await send(visitor, 'Form Submit')).status()).toBe(202)
    }
    for (let first = 0; first < 120; first += 5) {
      await Promise.all([0, 1, 2, 3, 4].flatMap((offset) => [visitAndConvert(first + offset, 0), visitAndConvert(first + offset, 1)]))
    }

    await signIn(page)
    await openAdmin(page, `/admin/collections/experiments/${experimentId}`)
    const results = page.getByRole('region', { name: 'Results' })
    await expect(results.getByRole('row', { name: /^A 120 12 10\.0 %/ })).toBeVisible()
    await expect(results.getByRole('row', { name: /^B 120 30 25\.0 % \+150\.0 % over 99 %$/ })).toBeVisible()
    await expect(results.getByText('B is ahead with over 99 % probability: it can be declared the winner.')).toBeVisible()

    await results.getByRole('button', { name: 'Declare B the winner' }).click()
    const confirm = results.getByRole('button', { name: 'Yes, declare B' })
    await expect(confirm).toBeFocused()
    await confirm.click()
    // The view is loaded again: the test has stopped, and no winner can be declared twice.
    await expect(results.getByText('This test is not running')).toBeVisible()
    await expect(results.getByRole('button', { name: /Declare/ })).toHaveCount(0)

    const live = await visit(request, `/products/${slug}`)
    expect(live.status).toBe(200)
    expect(live.html).toContain(`${key}-line-b`)
    expect(live.html).not.toContain(`${key}-line-a`)
    const experiment = await request.get(`/api/experiments/${experimentId}`, { headers: { Authorization: `JWT ${apiToken()}` } })
    expect(((await experiment.json()) as { status: string }).status).toBe('stopped')
  } finally {
    await deleteDocument(request, 'pages', pageId)
    await deleteDocument(request, 'experiments', experimentId)
  }
})

test('a click goal counts a visitor’s click on the chosen button as a conversion of their variant', async ({ browser, request }) => {
  const key = `click-goal-${Date.now().toString(36)}`
  const slug = `${key}-page`
  const experimentId = await createDocument(request, 'experiments', {
    name: 'Talk to sales clicks',
    key,
    status: 'running',
    goal: 'click',
    clickTarget: 'Talk to sales',
    // Everyone in A, so the visitor's variant is known.
    variants: [{ weight: 1 }, { weight: 0 }],
  })
  const banner = (heading: string, variant: string) => ({
    blockType: 'ctaBanner',
    heading,
    backgroundColor: 'blue',
    buttons: [
      { label: 'Talk to sales', href: '/contact-us', kind: 'primary' },
      { label: 'Read the docs', href: '/resources', kind: 'secondary' },
    ],
    experiment: { key, variant },
  })
  const pageId = await createDocument(request, 'pages', {
    title: 'Click goal page',
    shell: 'full',
    family: 'products',
    slug,
    _status: 'published',
    layout: [{ blockType: 'hero', heading: 'Which invitation gets the click' }, banner(`${key} line A`, 'A'), banner(`${key} line B`, 'B')],
  })
  const results = async () => {
    const response = await request.get(`/api/experiments/${experimentId}/results`, { headers: { Authorization: `JWT ${apiToken()}` } })
    return ((await response.json()) as { variants: { visitors: number; conversions: number }[] }).variants.map((v) => [v.visitors, v.conversions])
  }
  const visitor = await browser.newContext()
  try {
    const page = await visitor.newPage()
    await expect.poll(async () => (await visit(request, `/products/${slug}`)).html.includes(`"key":"${key}"`), { timeout: 20_000 }).toBe(true)
    await page.goto(`/products/${slug}`)
    await expect(page.getByRole('heading', { name: `${key} line A` })).toBeVisible()
    await expect.poll(results, { timeout: 20_000 }).toEqual([
      [1, 0],
      [0, 0],
    ])
    // Another button is no conversion; the chosen one is, once however often it is clicked.
    await page.getByRole('link', { name: 'Read the docs' }).click({ modifiers: ['ControlOrMeta'] })
    await page.getByRole('link', { name: 'Talk to sales' }).click()
    await page.waitForURL('**/contact-us')
    await expect.poll(results, { timeout: 20_000 }).toEqual([
      [1, 1],
      [0, 0],
    ])
  } finally {
    await visitor.close()
    await deleteDocument(request, 'pages', pageId)
    await deleteDocument(request, 'experiments', experimentId)
  }
})
