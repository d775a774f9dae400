import { describe, expect, it } from 'vitest'

import { resolvePageOptions, resolveScrollSnap, resolveShell, snapMarks, SNAP_MARKS } from '@/lib/pages/pageOptions'

const page = { path: '/our-network', homepageScrollSnap: true, blockCount: 6 }

describe('resolveShell', () => {
  it('keeps a known frame and falls back to the full one for anything else', () => {
    expect(resolveShell('simple')).toBe('simple')
    expect(resolveShell('full')).toBe('full')
    expect(resolveShell(undefined)).toBe('full')
    expect(resolveShell('minimal')).toBe('full')
  })
})

describe('resolveScrollSnap', () => {
  it('is off unless switched on, and off for a page without blocks', () => {
    expect(resolveScrollSnap(undefined, page)).toBeNull()
    expect(resolveScrollSnap({ enabled: false, pauseFrom: 2 }, page)).toBeNull()
    expect(resolveScrollSnap({ enabled: true }, { ...page, blockCount: 0 })).toBeNull()
    expect(resolveScrollSnap({ enabled: true }, page)).toEqual({})
  })

  it('needs the homepageScrollSnap flag on the home page only', () => {
    expect(resolveScrollSnap({ enabled: true }, { ...page, path: '/', homepageScrollSnap: false })).toBeNull()
    expect(resolveScrollSnap({ enabled: true }, { ...page, path: '/', homepageScrollSnap: true })).toEqual({})
    expect(resolveScrollSnap({ enabled: true }, { ...page, homepageScrollSnap: false })).toEqual({})
  })

  it('turns the admin’s block numbers (from 1) into layout positions (from 0)', () => {
    expect(resolveScrollSnap({ enabled: true, pauseFrom: 3, pauseUntil: 5, scope: 1 }, page)).toEqual({ pauseFrom: 2, pauseUntil: 4, scope: 0 })
    // Either end alone is open on the other side.
    expect(resolveScrollSnap({ enabled: true, pauseUntil: 2 }, page)).toEqual({ pauseUntil: 1 })
    expect(resolveScrollSnap({ enabled: true, pauseFrom: 6 }, page)).toEqual({ pauseFrom: 5 })
  })

  it('drops numbers that name no block (deleted since, zero, fractions) and a pause that resumes before it starts', () => {
    expect(resolveScrollSnap({ enabled: true, pauseFrom: 7, scope: 0 }, page)).toEqual({})
    expect(resolveScrollSnap({ enabled: true, pauseFrom: 2.5, pauseUntil: -1 }, page)).toEqual({})
    expect(resolveScrollSnap({ enabled: true, pauseFrom: 4, pauseUntil: 4, scope: 2 }, page)).toEqual({ scope: 1 })
    expect(resolveScrollSnap({ enabled: true, pauseFrom: 5, pauseUntil: 2 }, page)).toEqual({})
  })
})

describe('snapMarks', () => {
  it('marks exactly the blocks the plan names', () => {
    const plan = { pauseFrom: 2, pauseUntil: 4, scope: 2 }
    expect(snapMarks(plan, 2)).toEqual({ [SNAP_MARKS.pauseFrom]: '', [SNAP_MARKS.scope]: '' })
    expect(snapMarks(plan, 4)).toEqual({ [SNAP_MARKS.pauseUntil]: '' })
    expect(snapMarks(plan, 0)).toEqual({})
  })
})

describe('resolvePageOptions', () => {
  it('reads a page’s stored options, and gives other documents the full frame without snapping', () => {
    const layout = [{ blockType: 'hero' }, { blockType: 'section' }]
    expect(resolvePageOptions({ shell: 'simple', scrollSnap: { enabled: true, scope: 2 }, layout }, { path: '/lp/spring', homepageScrollSnap: true })).toEqual({
      shell: 'simple',
      scrollSnap: { scope: 1 },
    })
    expect(resolvePageOptions({}, { path: '/release-notes/x', homepageScrollSnap: true })).toEqual({ shell: 'full', scrollSnap: null })
  })
})
