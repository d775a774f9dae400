/**
 * The seeded /contact-us (issue 33): the page exists for its form, so the form comes right after the hero, the ways to
 * reach the team (the page's sections) sit beside it with their e-mail addresses linked, and no band repeats them.
 */
import { describe, expect, it } from 'vitest'

import { richTextToPlainText } from '@/lib/richText'
import { buildPages, type PageData } from '@/seed/build'
import { contentPages } from '@/seed/content/contentPages'

type Block = NonNullable<PageData['layout']>[number]
const pageAt = (slug: string) => buildPages({}).find((page) => page.slug === slug)!
const inner = (block: Block | undefined): Block[] => (block?.blockType === 'section' ? ((block.blocks ?? []) as Block[]) : [])

/** Every link node's address in stored rich text. */
function linkUrls(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => linkUrls(item, found))
  else if (value && typeof value === 'object') {
    const node = value as { type?: unknown; fields?: { url?: unknown } }
    if (node.type === 'link' && typeof node.fields?.url === 'string') found.push(node.fields.url)
    Object.values(value).forEach((item) => linkUrls(item, found))
  }
  return found
}

describe('the seeded contact page', () => {
  const seed = contentPages.find((c) => c.slug === 'contact-us')!
  const layout = (pageAt('contact-us').layout ?? []) as Block[]

  it('is the hero, the form with the ways to reach the team beside it, then the closing banner', () => {
    expect(layout.map((block) => block.blockType)).toEqual(['hero', 'section', 'ctaBanner'])
    const [form] = inner(layout[1])
    expect(form).toMatchObject({ blockType: 'form', form: 'contact-sales', heading: 'Talk to sales' })
  })

  it('puts every section of the page beside the form, its e-mail addresses as mailto: links', () => {
    const form = inner(layout[1])[0]
    if (form?.blockType !== 'form') throw new Error('no form')
    const words = richTextToPlainText(form.aside)
    for (const channel of seed.sections) {
      expect(words).toContain(channel.title)
      expect(words).toContain(channel.body)
    }
    expect(linkUrls(form.aside)).toEqual(['mailto:press@ostra.com', 'mailto:security@ostra.com'])
  })

  it('repeats the ways to reach the team in no band of their own', () => {
    const headings = layout.flatMap((block) => ('heading' in block && typeof block.heading === 'string' ? [block.heading] : []))
    for (const channel of seed.sections) expect(headings).not.toContain(channel.title)
  })

  it('leaves the sign-up page as it was: the form first, then the intro and the sections', () => {
    const signUp = (pageAt('sign-up').layout ?? []) as Block[]
    expect(inner(signUp[1])[0]?.blockType).toBe('signUp')
    const signUpSeed = contentPages.find((c) => c.slug === 'sign-up')!
    expect(signUp).toHaveLength(3 + signUpSeed.sections.length + 1)
  })
})
