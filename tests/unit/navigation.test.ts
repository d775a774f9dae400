import { describe, expect, it } from 'vitest'

import { buildNavigation, isNavigationAnswer, NAVIGATION_VERSION_PATTERN, navigationVersion, summarizeNavigation, type NavGroup } from '@/lib/pages/navigation'

const SITE = 'https://ostra.com'

describe('buildNavigation', () => {
  it('keeps groups, entries, nested items, see-more links and CTA banners', () => {
    const [group] = buildNavigation(
      [
        {
          label: 'Products',
          href: '/products',
          items: [
            {
              label: 'Voice',
              description: 'Voice products',
              isNew: true,
              media: { url: '/api/media/file/v.webp', alt: 'Waves', width: 1600, height: 1000, sizes: { thumbnail: { url: '/api/media/file/v-400.webp' } } },
              items: [
                { label: 'Voice API', href: '/products/voice-api' },
                { label: 'Docs', href: 'https://developers.ostra.com' },
              ],
              seeMoreLink: { label: 'All products', href: '/products' },
              ctaBanner: { heading: 'Try Voice AI', backgroundColor: 'black', ctaButtons: [{ label: 'Try it', href: '/voice-ai', kind: 'primary' }] },
            },
          ],
        },
      ],
      SITE,
    )
    expect(group.label).toBe('Products')
    expect(group.href).toBe('/products')
    const [entry] = group.entries
    expect(entry).toMatchObject({ label: 'Voice', isNew: true, description: 'Voice products', href: '' })
    expect(entry.media).toEqual({ url: '/api/media/file/v-400.webp', alt: 'Waves', width: 1600, height: 1000 })
    expect(entry.items).toEqual([
      { label: 'Voice API', href: '/products/voice-api' },
      { label: 'Docs', href: 'https://developers.ostra.com', external: true },
    ])
    expect(entry.seeMore?.href).toBe('/products')
    expect(entry.cta).toEqual({
      heading: 'Try Voice AI',
      background: 'black',
      buttons: [{ label: 'Try it', href: '/voice-ai', kind: 'primary' }],
    })
  })

  it('leaves absent fields and false flags out (each would be written into every page)', () => {
    const [group] = buildNavigation([{ label: 'Pricing', items: [{ label: 'Messaging', href: '/pricing/messaging', isNew: false }] }], SITE)
    expect(Object.keys(group)).toEqual(['label', 'entries'])
    expect(Object.keys(group.entries[0]).sort()).toEqual(['href', 'items', 'label'])
  })

  it('drops unpopulated relations and incomplete links, and honours a new-tab target', () => {
    const [group] = buildNavigation(
      [
        {
          label: 'Developers',
          items: [
            42,
            { label: 'Status', href: 'https://status.ostra.com', target: '_blank' },
            { label: '' },
            { label: 'Internal', href: '/x', target: '_blank', items: [{ label: 'no href' }] },
          ],
        },
      ],
      SITE,
    )
    expect(group.entries.map((e) => [e.label, e.external])).toEqual([
      ['Status', true],
      ['Internal', true],
    ])
    expect(group.entries[1].items).toEqual([])
  })
})

describe('the menus a page leaves to the navigation endpoint', () => {
  const groups: NavGroup[] = [
    { label: 'Products', href: '/products', entries: [{ label: 'Voice API', href: '/products/voice-api', items: [] }] },
    { label: 'Docs', href: 'https://developers.ostra.com', entries: [] },
    { label: 'Company', entries: [{ label: 'Careers', href: '/careers', items: [] }] },
  ]

  it('summarizes each group by its name, its overview link and whether it has a menu, nothing of the entries', () => {
    expect(summarizeNavigation(groups)).toEqual([
      { label: 'Products', href: '/products', menu: true },
      { label: 'Docs', href: 'https://developers.ostra.com' },
      { label: 'Company', menu: true },
    ])
  })

  it('names a version that changes with any change to the menus, and fits the address the endpoint accepts', () => {
    const version = navigationVersion(groups)
    expect(version).toMatch(NAVIGATION_VERSION_PATTERN)
    expect(navigationVersion(structuredClone(groups))).toBe(version)
    const renamed = structuredClone(groups)
    renamed[0].entries[0].label = 'Voice APIs'
    const moved = structuredClone(groups)
    moved[0].entries[0].href = '/products/voice'
    const flagged = structuredClone(groups)
    flagged[2].entries[0].isNew = true
    const versions = new Set([version, navigationVersion(renamed), navigationVersion(moved), navigationVersion(flagged), navigationVersion([])])
    expect(versions.size).toBe(5)
    expect(navigationVersion([])).toMatch(NAVIGATION_VERSION_PATTERN)
  })

  it('accepts only an answer the menus can draw from', () => {
    expect(isNavigationAnswer({ version: 'a1', groups })).toBe(true)
    expect(isNavigationAnswer({ version: 'a1', groups: [] })).toBe(true)
    for (const bad of [
      null,
      'menus',
      [],
      { groups },
      { version: 1, groups },
      { version: 'a1', groups: {} },
      { version: 'a1', groups: [null] },
      { version: 'a1', groups: [{ label: 'Products' }] },
    ])
      expect(isNavigationAnswer(bad)).toBe(false)
  })
})
