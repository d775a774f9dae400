/**
 * One page model: customer stories, release notes and legal pages keep their
 * own fields and render a block layout from the same registry as pages; the
 * requirements table is a block placed on any page; a page's options (frame,
 * scroll snapping) change what it renders.
 */
import { afterAll, describe, expect, it } from 'vitest'

import { previewSecret } from '@/lib/secrets'
import { paragraphs } from '@/lib/richText'
import { DEFAULT_ADMIN } from '@/seed'

import { cookieFrom, eventually, get, localApi, signIn, unique } from './helpers'

type Collection = 'pages' | 'legal-pages' | 'customer-stories' | 'release-notes'
const created: { collection: Collection; id: number }[] = []

afterAll(async () => {
  const payload = await localApi()
  for (const { collection, id } of created) await payload.delete({ collection, id }).catch(() => undefined)
})

/** The page's HTML once it answers 200 (publishing reaches the server within a few seconds). */
async function published(path: string, marker: string): Promise<string> {
  let html = ''
  const shown = await eventually(async () => {
    const response = await get(path)
    html = await response.text()
    return response.status === 200 && html.includes(marker)
  }, 5000)
  expect(shown, `${path} shows ${marker}`).toBe(true)
  return html
}

/** A Section's required look; the tests only care about what is inside. */
const look = { backgroundColor: 'cream', spacingTop: 'contrasting', spacingBottom: 'contrasting' } as const

/** A body of three blocks: text, a Section with stats, a call to action. */
const body = (marker: string) => [
  { blockType: 'richText' as const, content: paragraphs([`${marker} text block.`]) },
  {
    blockType: 'section' as const,
    ...look,
    anchor: 'numbers',
    heading: `${marker} section`,
    blocks: [{ blockType: 'stats' as const, items: [{ value: '42%', label: `${marker} stat` }] }],
  },
  {
    blockType: 'ctaBanner' as const,
    backgroundColor: 'blue' as const,
    heading: `${marker} banner`,
    buttons: [{ label: 'Sign up', href: '/sign-up', kind: 'primary' as const }],
  },
]

describe('stories, release notes and legal pages render a block layout', () => {
  it('under their own header (title, metadata), for each collection', async () => {
    const payload = await localApi()
    const marker = unique('Layout')
    const story = await payload.create({
      collection: 'customer-stories',
      data: {
        title: `${marker} story`,
        company: 'Spring Co',
        industry: 'Retail',
        summary: 'A story told in blocks.',
        slug: unique('layout-story'),
        results: [{ value: '3×', label: 'faster replies' }],
        quote: { text: 'Blocks everywhere.', author: 'Ada', role: 'CTO' },
        layout: body(marker),
        _status: 'published',
      },
    })
    created.push({ collection: 'customer-stories', id: story.id })
    const note = await payload.create({
      collection: 'release-notes',
      data: {
        title: `${marker} note`,
        product: 'voice-api',
        summary: 'A note in blocks.',
        releasedAt: '2026-11-20T12:00:00.000Z',
        slug: unique('layout-note'),
        layout: body(marker),
        _status: 'published',
      },
    })
    created.push({ collection: 'release-notes', id: note.id })
    const legal = await payload.create({
      collection: 'legal-pages',
      data: { title: `${marker} terms`, effectiveDate: '2026-11-01T12:00:00.000Z', slug: unique('layout-terms'), layout: body(marker), _status: 'published' },
    })
    created.push({ collection: 'legal-pages', id: legal.id })

    const headers: [string, string][] = [
      [story.path as string, 'Spring Co · Retail'],
      [note.path as string, 'voice-api'],
      [legal.path as string, 'Effective'],
    ]
    for (const [path, metadata] of headers) {
      const html = await published(path, `${marker} banner`)
      expect(html, path).toContain(metadata)
      expect(html, path).toContain(`${marker} text block.`)
      // The Section spans the page with its own anchor; its Stats block renders inside it.
      expect(html, path).toMatch(/<section id="numbers" class="section /)
      expect(html, path).toContain(`${marker} stat`)
      expect(html, path).toContain('42%')
    }
    const storyHtml = await published(story.path as string, marker)
    expect(storyHtml).toContain('faster replies')
    expect(storyHtml).toContain('Blocks everywhere.')
  })

  it('shows a story’s draft layout in draft preview to a signed-in editor, the published one to visitors', async () => {
    const payload = await localApi()
    const marker = unique('Preview story')
    const story = await payload.create({
      collection: 'customer-stories',
      data: {
        title: marker,
        company: 'Draft Co',
        industry: 'Travel',
        summary: 'Previewed.',
        slug: unique('preview-story'),
        layout: body(`${marker} live`),
        _status: 'published',
      },
    })
    created.push({ collection: 'customer-stories', id: story.id })
    const path = story.path as string
    await published(path, `${marker} live banner`)
    await payload.update({ collection: 'customer-stories', id: story.id, draft: true, data: { layout: body(`${marker} draft`) } })

    const session = await signIn(DEFAULT_ADMIN.email, DEFAULT_ADMIN.password)
    const secret = previewSecret(process.env.PAYLOAD_SECRET ?? 'ostra-development-secret-change-me')
    const entered = await get(`/preview?${new URLSearchParams({ path, secret })}`, { headers: { cookie: session } })
    expect(entered.status).toBe(307)
    const bypass = cookieFrom(entered, '__prerender_bypass') as string
    const editor = await (await get(path, { headers: { cookie: `${session}; ${bypass}` } })).text()
    expect(editor).toContain(`${marker} draft banner`)
    const visitor = await (await get(path)).text()
    expect(visitor).toContain(`${marker} live banner`)
    expect(visitor).not.toContain(`${marker} draft banner`)
  })
})

describe('the requirements table is a block', () => {
  it('renders on a page at any address, and stays when the page is renamed', async () => {
    const payload = await localApi()
    const marker = unique('Numbers abroad')
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: marker,
        family: 'content',
        slug: unique('numbers-abroad'),
        shell: 'full',
        layout: [{ blockType: 'section', ...look, blocks: [{ blockType: 'requirementsTable', heading: marker }] }],
        _status: 'published',
      },
    })
    created.push({ collection: 'pages', id: page.id })
    const html = await published(page.path as string, marker)
    expect(html).toContain('data-block="requirements-table"')
    expect(html).toContain('Requirements by country and number type')

    const renamed = await payload.update({ collection: 'pages', id: page.id, data: { slug: unique('regulations') } })
    const moved = await published(renamed.path as string, marker)
    expect(moved).toContain('Requirements by country and number type')
  })

  it('is on the seeded /country-specific-requirements page as a block of its layout', async () => {
    const payload = await localApi()
    const { docs } = await payload.find({ collection: 'legal-pages', where: { path: { equals: '/country-specific-requirements' } }, depth: 0, limit: 1 })
    expect(docs[0]?.layout?.map((b) => b.blockType)).toContain('requirementsTable')
    const html = await (await get('/country-specific-requirements')).text()
    expect(html).toContain('Requirements by country and number type')
  })
})

describe('page options', () => {
  it('the frame and scroll snapping (with its pause and scope blocks) change the rendered page', async () => {
    const payload = await localApi()
    const marker = unique('Options')
    const layout = [
      { blockType: 'hero' as const, heading: `${marker} hero` },
      {
        blockType: 'section' as const,
        ...look,
        anchor: 'first',
        heading: 'First',
        blocks: [{ blockType: 'richText' as const, content: paragraphs(['One.']) }],
      },
      {
        blockType: 'section' as const,
        ...look,
        anchor: 'second',
        heading: 'Second',
        blocks: [{ blockType: 'richText' as const, content: paragraphs(['Two.']) }],
      },
      {
        blockType: 'section' as const,
        ...look,
        anchor: 'third',
        heading: 'Third',
        blocks: [{ blockType: 'richText' as const, content: paragraphs(['Three.']) }],
      },
    ]
    const page = await payload.create({
      collection: 'pages',
      data: { title: marker, family: 'content', slug: unique('options'), shell: 'full', layout, _status: 'published' },
    })
    created.push({ collection: 'pages', id: page.id })
    const path = page.path as string
    const plain = await published(path, `${marker} hero`)
    expect(plain).not.toContain('class="scroll-snap"')
    expect(plain).not.toContain('site-header--simple')

    await payload.update({ collection: 'pages', id: page.id, data: { shell: 'simple', scrollSnap: { enabled: true, pauseFrom: 2, pauseUntil: 4, scope: 3 } } })
    let html = ''
    expect(await eventually(async () => (html = await (await get(path)).text()).includes('class="scroll-snap"'), 5000)).toBe(true)
    expect(html).toContain('site-header--simple')
    // Every top-level block is a snap panel; the ones the options name are marked for the island.
    expect(html.match(/class="scroll-snap-item"/g)).toHaveLength(4)
    const items = [...html.matchAll(/<div class="scroll-snap-item"([^>]*)>/g)].map((m) => m[1].trim())
    expect(items).toEqual(['', 'data-snap-pause-from=""', 'data-snap-scope=""', 'data-snap-pause-until=""'])
  })

  it('the seeded home page snaps (its options, with the homepageScrollSnap flag on)', async () => {
    const payload = await localApi()
    const { docs } = await payload.find({ collection: 'pages', where: { path: { equals: '/' } }, depth: 0, limit: 1 })
    expect(docs[0]?.scrollSnap?.enabled).toBe(true)
    const html = await (await get('/')).text()
    expect(html).toContain('class="scroll-snap"')
    expect(html).toContain('class="scroll-snap-item"')
  })
})
