import { describe, expect, it } from 'vitest'

import { unrenderableReason } from '@/lib/pages/blocks'
import { isDarkBackground, selectOptions } from '@/lib/design/design'
import { readEnv } from '@/lib/config'
import { pageHref } from '@/lib/pages/pagination'
import { paragraphs, richText } from '@/lib/richText'
import { chooseProductionSecret, DEVELOPMENT_SECRET } from '@/lib/secrets'

const SECRET = 'a-secret-of-our-own'

describe('environment', () => {
  it('never runs production on the development secret', () => {
    expect(() => readEnv({ APP_ENV: 'production' })).toThrow(/PAYLOAD_SECRET/)
    expect(() => readEnv({ APP_ENV: 'production', PAYLOAD_SECRET: DEVELOPMENT_SECRET })).toThrow(/PAYLOAD_SECRET/)
    expect(readEnv({ APP_ENV: 'production', PAYLOAD_SECRET: SECRET }).payloadSecret).toBe(SECRET)
    expect(readEnv({ APP_ENV: 'dev' }).payloadSecret).toBe(DEVELOPMENT_SECRET)
  })
  it('revalidates hourly in production and every minute in development', () => {
    expect(readEnv({ APP_ENV: 'production', PAYLOAD_SECRET: SECRET }).revalidateSeconds).toBe(3600)
    expect(readEnv({ APP_ENV: 'dev' }).revalidateSeconds).toBe(60)
  })
  it('shows the editing tools on staging and dev only', () => {
    expect(readEnv({ APP_ENV: 'staging' }).showEditingTools).toBe(true)
    expect(readEnv({ APP_ENV: 'dev' }).showEditingTools).toBe(true)
    expect(readEnv({ APP_ENV: 'production', PAYLOAD_SECRET: SECRET }).showEditingTools).toBe(false)
    expect(readEnv({ APP_ENV: 'test' }).showEditingTools).toBe(false)
  })
  it('gives each environment its own API and portal hosts', () => {
    const hosts = (['dev', 'test', 'staging', 'production'] as const).map((e) => readEnv({ APP_ENV: e, PAYLOAD_SECRET: SECRET }).hosts)
    expect(new Set(hosts.map((h) => h.api)).size).toBe(4)
    expect(new Set(hosts.map((h) => h.portal)).size).toBe(4)
  })
  it('strips the trailing slash of the site address', () => {
    expect(readEnv({ SITE_URL: 'https://ostra.com/' }).siteUrl).toBe('https://ostra.com')
  })
})

describe('the production secret', () => {
  it('uses a configured secret, but never the published development one', () => {
    expect(chooseProductionSecret({ configured: ' s3cret ', externalDatabase: true })).toEqual({ use: 's3cret', source: 'configured' })
    expect(chooseProductionSecret({ configured: DEVELOPMENT_SECRET, externalDatabase: false })).toHaveProperty('refuse')
  })
  it('refuses to make one up against an external database, where servers must share it', () => {
    expect(chooseProductionSecret({ externalDatabase: true, stored: 'old' })).toHaveProperty('refuse', expect.stringContaining('DATABASE_URL'))
  })
  it('keeps the stored one on the embedded database, and asks for a new one on the first start', () => {
    expect(chooseProductionSecret({ externalDatabase: false, stored: 'abc\n' })).toEqual({ use: 'abc', source: 'stored' })
    expect(chooseProductionSecret({ configured: '  ', externalDatabase: false })).toEqual({ generate: true })
  })
})

describe('pagination', () => {
  it('gives page 1 a query-free address', () => {
    expect(pageHref('/resources', 1)).toBe('/resources')
    expect(pageHref('/resources', 2)).toBe('/resources?page=2')
  })
})

describe('blocks', () => {
  it('says why a stored block cannot be rendered, and nothing for a known one', () => {
    const isKnown = (type: string) => type === 'hero'
    expect(unrenderableReason({ blockType: 'hero', heading: 'x' }, isKnown)).toBeUndefined()
    expect(unrenderableReason({ blockType: 'carousel' }, isKnown)).toBe('an unknown block type "carousel"')
    expect(unrenderableReason(null, isKnown)).toBe('a block that is not an object')
    expect(unrenderableReason([], isKnown)).toBe('a block that is not an object')
    expect(unrenderableReason({ heading: 'x' }, isKnown)).toBe('a block without a blockType')
  })
  it('knows the dark backgrounds', () => {
    expect(isDarkBackground('black')).toBe(true)
    expect(isDarkBackground('blue')).toBe(true)
    expect(isDarkBackground('cream')).toBe(false)
    expect(isDarkBackground(undefined)).toBe(false)
  })
  it('labels select options', () => {
    expect(selectOptions(['sim-cards', 'voice'])).toEqual([
      { value: 'sim-cards', label: 'Sim Cards' },
      { value: 'voice', label: 'Voice' },
    ])
  })
})

describe('rich text', () => {
  it('builds Lexical state that reads back as the same text', () => {
    const state = richText([
      { type: 'h2', text: 'Heading' },
      { type: 'p', text: 'Body' },
      { type: 'ul', items: ['one', 'two'] },
    ])
    expect(state.root.children.map((c) => c.type)).toEqual(['heading', 'paragraph', 'list'])
    expect(state.root.children[0]).toMatchObject({ tag: 'h2' })
    const texts = (node: { text?: unknown; children?: unknown[] }): string[] =>
      typeof node.text === 'string' ? [node.text] : (node.children ?? []).flatMap((c) => texts(c as typeof node))
    expect(state.root.children.map((c) => texts(c))).toEqual([['Heading'], ['Body'], ['one', 'two']])
    expect(state.root.children[2]).toMatchObject({ listType: 'bullet', tag: 'ul' })
    expect(paragraphs(['a', 'b']).root.children.map((c) => texts(c))).toEqual([['a'], ['b']])
  })
})

describe('share links', () => {
  it('opens each network’s share dialog for the address', async () => {
    const { shareUrl } = await import('@/lib/pages/social')
    const url = 'https://ostra.com/customer-stories/acme?x=1'
    expect(shareUrl('linkedin', url, 'Acme')).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fostra.com%2Fcustomer-stories%2Facme%3Fx%3D1',
    )
    expect(shareUrl('twitter', url, 'Acme & co')).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fostra.com%2Fcustomer-stories%2Facme%3Fx%3D1&text=Acme%20%26%20co',
    )
    expect(shareUrl('facebook', url, 'Acme')).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fostra.com%2Fcustomer-stories%2Facme%3Fx%3D1')
  })
})
