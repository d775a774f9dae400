import { describe, expect, it } from 'vitest'

import {
  collectBlocks,
  detachedLayout,
  nestedBlocks,
  planRevalidation,
  referencedSectionId,
  sectionIdsOf,
  sectionUsage,
  tags,
  usageMatch,
  withSectionsResolved,
  type ResolvedSection,
} from '@/lib/pages'

const reference = (section: unknown, id = 'row-ref') => ({ blockType: 'reusableSection', id, section })
const cta = { blockType: 'ctaBanner', id: 'cta-1', heading: 'Ready to build?', buttons: [{ id: 'btn-1', label: 'Sign up', href: '/sign-up' }] }

describe('which sections a layout places', () => {
  it('reads the id of a stored reference and of a resolved one, and nothing of anything else', () => {
    expect(referencedSectionId(reference(7))).toBe(7)
    expect(referencedSectionId(reference({ id: 9, name: 'x', layout: [] }))).toBe(9)
    for (const invalid of [
      reference(null),
      reference('7'),
      reference(0),
      reference(-3),
      reference(1.5),
      cta,
      null,
      'reusableSection',
      { blockType: 'section', section: 4 },
    ])
      expect(referencedSectionId(invalid)).toBeUndefined()
  })

  it('lists each placed section once, in order, and records them as ",id,…," (null when none)', () => {
    const layout = [reference(12, 'a'), cta, reference(3, 'b'), reference(12, 'c')]
    expect(sectionIdsOf(layout)).toEqual([12, 3])
    expect(sectionUsage(layout)).toBe(',12,3,')
    expect(sectionUsage([cta])).toBeNull()
    expect(sectionUsage(null)).toBeNull()
    // The match for one id never matches another that merely contains its digits.
    expect(sectionUsage(layout)?.includes(usageMatch(1))).toBe(false)
    expect(sectionUsage(layout)?.includes(usageMatch(2))).toBe(false)
    expect(sectionUsage(layout)?.includes(usageMatch(3))).toBe(true)
  })
})

describe('resolving references for a render', () => {
  const section: ResolvedSection = { id: 12, name: 'Closing CTA', layout: [cta, { blockType: 'richText', id: 'gone', hidden: true }] }

  it('puts each known section in place of its id, without its hidden blocks; unknown ones keep their id', () => {
    const layout = [reference(12, 'a'), cta, reference(99, 'b')]
    const resolved = withSectionsResolved(layout, new Map([[12, section]])) ?? []
    expect(resolved[0]).toEqual({ ...reference(12, 'a'), section: { ...section, layout: [cta] } })
    expect(resolved[1]).toBe(cta)
    expect(resolved[2]).toBe(layout[2])
    // The blocks walk into a resolved reference as into a Section.
    expect(nestedBlocks(resolved[0] as never)).toEqual([cta])
    expect(collectBlocks(resolved, 'ctaBanner')).toHaveLength(2)
  })

  it('hands back the same layout when it places no section', () => {
    const layout = [cta]
    expect(withSectionsResolved(layout, new Map([[12, section]]))).toBe(layout)
    expect(withSectionsResolved(null, new Map())).toBeNull()
  })
})

describe('detaching a reference', () => {
  let counter = 0
  const newId = () => `fresh-${++counter}`

  it('replaces the reference by a copy of the section’s blocks with fresh row ids at every depth, leaving the rest', () => {
    const before = { blockType: 'hero', id: 'hero-1' }
    const layout = [before, reference(12, 'ref-1'), cta]
    const detached = detachedLayout(layout, 'ref-1', [cta], newId) ?? []
    expect(detached).toHaveLength(3)
    expect(detached[0]).toBe(before)
    expect(detached[2]).toBe(cta)
    const copy = detached[1] as typeof cta
    expect(copy.heading).toBe('Ready to build?')
    expect(copy.id).toMatch(/^fresh-/)
    expect(copy.buttons[0].id).toMatch(/^fresh-/)
    expect(copy.buttons[0].label).toBe('Sign up')
    // A copy: the section's own blocks are untouched.
    expect(cta.id).toBe('cta-1')
    expect(cta.buttons[0].id).toBe('btn-1')
  })

  it('finds nothing to detach for a row that is not a reference of the layout', () => {
    expect(detachedLayout([cta], 'cta-1', [cta], newId)).toBeUndefined()
    expect(detachedLayout([reference(1, 'x')], 'y', [cta], newId)).toBeUndefined()
  })
})

it('expires exactly the section’s tag when it changes, which every page placing it read', () => {
  expect(planRevalidation({ kind: 'section', id: 12 })).toEqual({ paths: [], tags: [tags.section(12)], everything: false })
  expect(tags.section(12)).not.toBe(tags.section(1))
})
