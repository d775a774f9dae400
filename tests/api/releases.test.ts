/**
 * Campaign releases over HTTP (issue 32, item 5): several documents' drafts published together in one
 * transaction, all or nothing; rolled back together; conflicts named before publishing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { RELEASE_PREVIEW_COOKIE, releasePreviewUrl } from '@/lib/pages'
import { DEVELOPMENT_SECRET, previewSecret } from '@/lib/secrets'
import { DEFAULT_ADMIN } from '@/seed'

import { BASE_URL, cookieFrom, eventually, get, localApi, menusAddress, menusOf, runWorker, signIn, unique } from './helpers'

type Made = { id: number; path: string; title: string }

const banner = (heading: string, href = '/sign-up') => ({
  blockType: 'ctaBanner' as const,
  heading,
  backgroundColor: 'blue' as const,
  buttons: [{ label: 'Go', href, kind: 'primary' as const }],
})
const shows = async (path: string, words: string) => (await (await get(path)).text()).includes(words)

describe('campaign releases', () => {
  let session = ''
  const made: Made[] = []
  const releases: number[] = []

  /** A published page showing `live`, with a saved draft showing `draft` when given. */
  async function page(live: string, draft?: string, { published = true, href }: { published?: boolean; href?: string } = {}): Promise<Made> {
    const payload = await localApi()
    const title = unique('Release page')
    const created = await payload.create({
      collection: 'pages',
      data: {
        title,
        shell: 'full',
        family: 'content',
        slug: unique('release'),
        _status: published ? 'published' : 'draft',
        layout: [{ blockType: 'hero', heading: title }, banner(live)],
      },
      draft: !published,
    })
    if (draft)
      await payload.update({ collection: 'pages', id: created.id, data: { layout: [{ blockType: 'hero', heading: title }, banner(draft, href)] }, draft: true })
    const doc = { id: created.id, path: created.path as string, title }
    made.push(doc)
    return doc
  }

  async function release(...pages: Made[]): Promise<number> {
    return releaseOf({ items: pages.map((p) => ({ document: { relationTo: 'pages', value: p.id } })) })
  }

  async function releaseOf(content: { items: unknown[]; siteParts?: unknown[] }): Promise<number> {
    const response = await fetch(`${BASE_URL}/api/releases`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: session },
      body: JSON.stringify({ name: unique('Spring launch'), ...content }),
    })
    expect(response.status, await response.clone().text()).toBe(201)
    const id = ((await response.json()) as { doc: { id: number } }).doc.id
    releases.push(id)
    return id
  }

  const act = (id: number | string, action: 'publish' | 'rollback', body: unknown = {}, cookie = session) =>
    fetch(`${BASE_URL}/api/releases/${id}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const statusOf = async (id: number) => (await (await localApi()).findByID({ collection: 'releases', id, depth: 0 })).status

  beforeAll(async () => {
    session = await signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
  })

  afterAll(async () => {
    const payload = await localApi()
    for (const id of releases) await payload.delete({ collection: 'releases', id }).catch(() => undefined)
    for (const doc of made) await payload.delete({ collection: 'pages', id: doc.id }).catch(() => undefined)
  })

  it('publishes every document’s draft together, a page never published before included, and rolls them all back', async () => {
    const one = await page(unique('Old one'), unique('New one'))
    const two = await page(unique('Old two'), unique('New two'))
    const fresh = await page(unique('Brand new page'), undefined, { published: false })
    const payload = await localApi()
    const [oneNew, twoNew] = await Promise.all(
      [one, two].map(async (doc) => {
        const latest = await payload.findByID({ collection: 'pages', id: doc.id, draft: true, depth: 0 })
        return (latest.layout?.[1] as { heading: string }).heading
      }),
    )
    const [oneOld, twoOld] = await Promise.all(
      [one, two].map(async (doc) => ((await payload.findByID({ collection: 'pages', id: doc.id, depth: 0 })).layout?.[1] as { heading: string }).heading),
    )
    const id = await release(one, two, fresh)
    // Nothing goes live by being added.
    expect(await shows(one.path, oneOld)).toBe(true)
    expect((await get(fresh.path)).status).toBe(404)

    const published = await act(id, 'publish')
    expect(published.status, await published.clone().text()).toBe(200)
    expect(await published.json()).toEqual({ status: 'published', documents: 3 })
    // Expired once committed: the next visitor sees the whole release.
    expect(await shows(one.path, oneNew)).toBe(true)
    expect(await shows(two.path, twoNew)).toBe(true)
    expect((await get(fresh.path)).status).toBe(200)
    expect(await statusOf(id)).toBe('published')
    // Published twice: refused.
    expect((await act(id, 'publish')).status).toBe(409)
    // Its documents stay as they were published.
    const edit = await fetch(`${BASE_URL}/api/releases/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: session },
      body: JSON.stringify({ items: [{ document: { relationTo: 'pages', value: one.id } }] }),
    })
    expect(edit.status).toBe(409)

    const rolledBack = await act(id, 'rollback')
    expect(rolledBack.status, await rolledBack.clone().text()).toBe(200)
    expect(await shows(one.path, oneOld)).toBe(true)
    expect(await shows(two.path, twoOld)).toBe(true)
    expect(await eventually(async () => (await get(fresh.path)).status === 404, 5_000)).toBe(true)
    expect(await statusOf(id)).toBe('rolled-back')
    expect((await act(id, 'rollback')).status).toBe(409)
  })

  it('holds the header, the footer and a new navigation item: the whole site previewed as after it, then published and rolled back together', async () => {
    const payload = await localApi()
    const doc = await page(unique('Launch page old'), unique('Launch page new'))
    // A page outside the release with a draft of its own: the release's preview shows its published version.
    const other = await page(unique('Other page live'), unique('Other page draft'))
    // A page never published: at its address in the preview, a 404 for visitors.
    const fresh = await page(unique('Fresh launch page'), undefined, { published: false })
    // A new article: in the preview, listed on /resources too.
    const articleTitle = unique('Launch article')
    const article = await payload.create({
      collection: 'pages',
      data: { title: articleTitle, family: 'resources', category: 'iot', slug: unique('launch-article'), shell: 'full', _status: 'draft', layout: [] },
      draft: true,
    })
    made.push({ id: article.id, path: article.path as string, title: articleTitle })
    const [menuWords, signUpWords, complianceWords] = [unique('Voice AI 2 menu'), unique('Start free'), unique('ISO · Launch compliance')]
    const liveHeader = await payload.findGlobal({ slug: 'header', depth: 0 })
    const liveFooter = await payload.findGlobal({ slug: 'footer', depth: 0 })
    const item = await payload.create({ collection: 'navigation-items', data: { label: menuWords, href: doc.path }, draft: true })
    const groups = (liveHeader.groups ?? []).map((group, index) => ({
      ...group,
      items: index === 0 ? [...(group.items ?? []).map((entry) => (typeof entry === 'number' ? entry : entry.id)), item.id] : group.items,
    }))
    try {
      await payload.updateGlobal({ slug: 'header', data: { groups, signUp: { ...liveHeader.signUp, label: signUpWords } }, draft: true })
      await payload.updateGlobal({ slug: 'footer', data: { compliance: complianceWords }, draft: true })
      // Drafts: visitors see none of it, and may not read them through the API either.
      const home = await (await get('/')).text()
      for (const words of [menuWords, signUpWords, complianceWords]) expect(home).not.toContain(words)
      expect((await get('/api/globals/header?draft=true')).status).toBe(403)
      expect(await (await get('/api/globals/footer')).text()).not.toContain(complianceWords)
      expect((await get(`/api/navigation-items/${item.id}`)).status).toBe(404)

      const id = await releaseOf({
        items: [
          { document: { relationTo: 'pages', value: doc.id } },
          { document: { relationTo: 'pages', value: fresh.id } },
          { document: { relationTo: 'pages', value: article.id } },
          { document: { relationTo: 'navigation-items', value: item.id } },
        ],
        siteParts: [{ global: 'header' }, { global: 'footer' }],
      })
      // Each of the header and footer once.
      const twice = await fetch(`${BASE_URL}/api/releases/${id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie: session },
        body: JSON.stringify({ siteParts: [{ global: 'header' }, { global: 'header' }] }),
      })
      expect(twice.status).toBe(400)

      // The editor's preview of the whole site as after the release: its drafts on every page, the rest as live.
      const secret = previewSecret(process.env.PAYLOAD_SECRET ?? DEVELOPMENT_SECRET)
      const entered = await get(releasePreviewUrl(id, doc.path, secret), { headers: { cookie: session } })
      expect(entered.status, await entered.clone().text()).toBe(307)
      const cookie = [session, cookieFrom(entered, '__prerender_bypass'), cookieFrom(entered, RELEASE_PREVIEW_COOKIE)].join('; ')
      const launch = await (await get(doc.path, { headers: { cookie } })).text()
      expect(launch).toMatch(/Launch page new/)
      for (const words of [menuWords, signUpWords, complianceWords]) expect(launch).toContain(words)
      expect(launch).toContain('Previewing the site after the release')
      const elsewhere = await (await get(other.path, { headers: { cookie } })).text()
      expect(elsewhere).toMatch(/Other page live/)
      expect(elsewhere).not.toMatch(/Other page draft/)
      for (const words of [menuWords, signUpWords, complianceWords]) expect(elsewhere).toContain(words)
      const freshPreview = await get(fresh.path, { headers: { cookie } })
      expect(freshPreview.status).toBe(200)
      expect(await freshPreview.text()).toMatch(/Fresh launch page/)
      expect((await get(fresh.path)).status).toBe(404)
      expect(await (await get('/resources', { headers: { cookie } })).text()).toContain(articleTitle)
      expect(await (await get('/resources')).text()).not.toContain(articleTitle)
      // Without the release's cookie, the editor's ordinary preview: that page's own draft, the live header.
      const ordinary = await (await get(other.path, { headers: { cookie: cookie.replace(cookieFrom(entered, RELEASE_PREVIEW_COOKIE) ?? '', '') } })).text()
      expect(ordinary).toMatch(/Other page draft/)
      expect(ordinary).not.toContain(signUpWords)
      // The same addresses for a visitor: nothing of the release.
      expect(await (await get(doc.path, { headers: { cookie: cookieFrom(entered, RELEASE_PREVIEW_COOKIE) ?? '' } })).text()).not.toContain(signUpWords)
      // Only an open release is previewed.
      expect((await get(releasePreviewUrl(2147483000, '/', secret), { headers: { cookie: session } })).status).toBe(404)

      // Kept for good at its version by browsers and edges: the menus' address must change when the menus do.
      const menusBefore = menusAddress(await (await get('/')).text())
      const published = await act(id, 'publish')
      expect(published.status, await published.clone().text()).toBe(200)
      expect(await published.json()).toEqual({ status: 'published', documents: 6 })
      for (const path of ['/', doc.path]) {
        const html = await (await get(path)).text()
        for (const words of [signUpWords, complianceWords]) expect(html, path).toContain(words)
        // The menus come from the navigation endpoint, at the version the page names.
        expect(await menusOf(html), path).toContain(menuWords)
        expect(menusAddress(html), path).not.toBe(menusBefore)
      }
      expect(await shows(doc.path, 'Launch page new')).toBe(true)
      expect((await get(releasePreviewUrl(id, '/', secret), { headers: { cookie: session } })).status).toBe(409)

      const rolledBack = await act(id, 'rollback')
      expect(rolledBack.status, await rolledBack.clone().text()).toBe(200)
      const after = await (await get('/')).text()
      for (const words of [menuWords, signUpWords, complianceWords]) expect(after).not.toContain(words)
      expect(await menusOf(after)).not.toContain(menuWords)
      expect((await payload.findGlobal({ slug: 'header', depth: 0 })).signUp).toEqual(liveHeader.signUp)
      expect((await payload.findGlobal({ slug: 'footer', depth: 0 })).compliance).toBe(liveFooter.compliance)
    } finally {
      // Whatever happened, the site's header and footer as they were (published), and the item gone.
      await payload.updateGlobal({ slug: 'header', data: { groups: liveHeader.groups, signUp: liveHeader.signUp, _status: 'published' } })
      await payload.updateGlobal({ slug: 'footer', data: { compliance: liveFooter.compliance, _status: 'published' } })
      await payload.delete({ collection: 'navigation-items', id: item.id }).catch(() => undefined)
    }
  })

  it('publishes nothing when one document is refused, naming it', async () => {
    const good = await page(unique('Good old'), unique('Good new'))
    const broken = await page(unique('Broken old'), unique('Broken new'), { href: '/no-such-page-for-a-release' })
    const id = await release(good, broken)
    const response = await act(id, 'publish')
    expect(response.status).toBe(409)
    const body = (await response.json()) as { error: { message: string } }
    expect(body.error.message).toContain(broken.title)
    expect(body.error.message).toMatch(/Nothing was published/)
    // The good document too stayed as it was, and the release is still open.
    const payload = await localApi()
    const live = await payload.findByID({ collection: 'pages', id: good.id, depth: 0 })
    expect((live.layout?.[1] as { heading: string }).heading).toMatch(/^Good old/)
    expect(await statusOf(id)).toBe('open')
  })

  it('names a document published outside the release since it was added, and publishes over it only when told to', async () => {
    const doc = await page(unique('Before'), unique('Release words'))
    const id = await release(doc)
    const payload = await localApi()
    const outside = unique('Published outside')
    await payload.update({
      collection: 'pages',
      id: doc.id,
      data: { layout: [{ blockType: 'hero', heading: doc.title }, banner(outside)], _status: 'published' },
      draft: false,
    })
    const refused = await act(id, 'publish')
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain(doc.title)
    expect(await statusOf(id)).toBe('open')
    const anyway = await act(id, 'publish', { overwrite: true })
    expect(anyway.status, await anyway.clone().text()).toBe(200)
    expect(await statusOf(id)).toBe('published')
  })

  it('publishes at its scheduled moment by itself, and a release rescheduled to later is not published at the first moment', async () => {
    const doc = await page(unique('Before the launch'), unique('At the launch'))
    const later = await page(unique('Not yet'), unique('Much later'))
    const payload = await localApi()
    const latest = async (id: number) =>
      ((await payload.findByID({ collection: 'pages', id, draft: true, depth: 0 })).layout?.[1] as { heading: string }).heading
    const [launchWords, laterWords] = [await latest(doc.id), await latest(later.id)]
    const soon = () => new Date(Date.now() + 2_000).toISOString()
    const schedule = async (pageDoc: Made, at: string) => {
      const response = await fetch(`${BASE_URL}/api/releases`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: session },
        body: JSON.stringify({ name: unique('Scheduled'), publishAt: at, items: [{ document: { relationTo: 'pages', value: pageDoc.id } }] }),
      })
      expect(response.status, await response.clone().text()).toBe(201)
      const id = ((await response.json()) as { doc: { id: number } }).doc.id
      releases.push(id)
      return id
    }
    const onTime = await schedule(doc, soon())
    const moved = await schedule(later, soon())
    // Moved a day on before its moment: the first moment's job leaves it alone.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString()
    expect(
      (
        await fetch(`${BASE_URL}/api/releases/${moved}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', cookie: session },
          body: JSON.stringify({ publishAt: tomorrow }),
        })
      ).status,
    ).toBe(200)
    expect(await shows(doc.path, launchWords)).toBe(false)
    // The jobs queue, once the moment has come (the tests' app server leaves the queue to a worker).
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    const { code, output } = await runWorker(['--once'])
    expect(code, output).toBe(0)
    expect(await statusOf(onTime)).toBe('published')
    // The worker, outside the site's process, expired the pages through the site's revalidate endpoint.
    expect(await eventually(() => shows(doc.path, launchWords), 5_000)).toBe(true)
    // Its first moment has passed too (the two were due together): still open, its page unchanged.
    expect(await statusOf(moved)).toBe('open')
    expect(await shows(later.path, laterWords)).toBe(false)
  })

  it('answers bad requests with a 4xx naming the problem', async () => {
    const doc = await page(unique('Bad requests'))
    const id = await release(doc)
    const cases: [string | number, 'publish' | 'rollback', unknown, string, number][] = [
      [id, 'publish', {}, '', 401],
      [id, 'publish', { overwrite: 'yes' }, session, 400],
      [id, 'publish', { overwrite: true, extra: 1 }, session, 400],
      [id, 'publish', '{"overwrite":', session, 400],
      [id, 'rollback', {}, session, 409],
      [2147483000, 'publish', {}, session, 404],
      ['abc', 'publish', {}, session, 404],
    ]
    for (const [target, action, body, cookie, status] of cases) {
      const response = await act(target, action, body, cookie)
      expect(response.status, `${target} ${action} ${JSON.stringify(body)}`).toBe(status)
      expect(((await response.json()) as { error?: { message?: string } }).error?.message).toBeTruthy()
    }
    expect(await statusOf(id)).toBe('open')
  })
})
