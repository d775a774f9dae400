import { describe, expect, it } from 'vitest'

import { CLICK_TARGET_MAX_LENGTH, clickMatches, clickTargetProblem, EXPERIMENT_GOALS, goalsReached } from '@/lib/experiments'
import { FIRST_PARTY_EVENTS, TRACKED_EVENTS } from '@/lib/tracking'

const BASE = 'https://www.ostra.test/pricing?x=1'

describe('a click goal', () => {
  it('matches a button or link by its words, case and spacing aside, and nothing else', () => {
    expect(clickMatches('Talk to sales', { words: '  talk  to\nSALES ' }, BASE)).toBe(true)
    expect(clickMatches('Talk to sales', { words: 'Talk to sales today' }, BASE)).toBe(false)
    expect(clickMatches('Talk to sales', { words: 'Talk', href: '/talk-to-sales' }, BASE)).toBe(false)
    expect(clickMatches('   ', { words: '' }, BASE)).toBe(false)
  })

  it('matches a link by where it goes, written any way the page writes it, and only that address', () => {
    const target = '/contact-us'
    for (const href of ['/contact-us', '/contact-us/', 'contact-us', '../contact-us', 'https://www.ostra.test/contact-us'])
      expect(clickMatches(target, { words: 'x', href }, BASE), href).toBe(true)
    for (const href of ['/contact-us-now', '/contact', 'https://elsewhere.test/contact-us', '/contact-us?topic=x', null, undefined])
      expect(clickMatches(target, { words: 'x', href }, BASE), String(href)).toBe(false)
    // A button has no address: an address target never matches its words.
    expect(clickMatches(target, { words: '/contact-us' }, BASE)).toBe(false)
    // Another site's address matches that site only.
    expect(clickMatches('https://developers.ostra.com/docs', { words: 'Docs', href: 'https://developers.ostra.com/docs/' }, BASE)).toBe(true)
    expect(clickMatches('https://developers.ostra.com/docs', { words: 'Docs', href: '/docs' }, BASE)).toBe(false)
  })

  it('reports each experiment a click reaches once', () => {
    const goals = [
      { experimentId: 'a', target: 'Talk to sales' },
      { experimentId: 'b', target: '/contact-us' },
      { experimentId: 'a', target: '/contact-us' },
      { experimentId: 'c', target: 'Sign up' },
    ]
    expect(goalsReached(goals, { words: 'Talk to sales', href: '/contact-us' }, BASE)).toEqual(['a', 'b'])
    expect(goalsReached(goals, { words: 'Pricing', href: '/pricing' }, BASE)).toEqual([])
  })

  it('must be named when the goal is a click, within its length; other goals need none', () => {
    expect(clickTargetProblem('click', '')).toMatch(/Name the button or link/)
    expect(clickTargetProblem('click', undefined)).toMatch(/Name the button or link/)
    expect(clickTargetProblem('click', 'x'.repeat(CLICK_TARGET_MAX_LENGTH + 1))).toMatch(/At most/)
    expect(clickTargetProblem('click', 'Talk to sales')).toBeUndefined()
    expect(clickTargetProblem('form-submit', '')).toBeUndefined()
  })

  it('is counted from a first-party event that names its experiment, as every goal event is stored first-party', () => {
    expect(EXPERIMENT_GOALS.click).toMatchObject({ events: ['Experiment Goal Clicked'], ownEvents: true })
    for (const goal of Object.values(EXPERIMENT_GOALS))
      for (const event of goal.events) {
        expect(TRACKED_EVENTS as readonly string[]).toContain(event)
        expect(FIRST_PARTY_EVENTS as readonly string[]).toContain(event)
      }
  })
})
