import { describe, expect, it } from 'vitest'

import { classifyLink, linkAttributes, linkProblem } from '@/lib/pages/links'

const SITE = 'https://ostra.com'

describe('classifyLink (spec §2 Links)', () => {
  it.each([
    ['/pricing', 'internal'],
    ['https://ostra.com/pricing', 'internal'],
    ['https://ostra.com', 'internal'],
    ['http://localhost:3000/x', 'internal'],
    ['http://127.0.0.1:3000/x', 'internal'],
    ['tel:+18005550100', 'internal'],
    ['data:text/plain,hi', 'internal'],
    ['#faq', 'hash'],
    ['https://portal.ostra.com/login', 'external'],
    ['https://ostra.com.evil.example/', 'external'],
    ['//cdn.example.com/x', 'external'],
    ['mailto:sales@ostra.com', 'internal'],
    ['https://linkedin.com/company/ostra', 'external'],
  ])('%s is %s', (href, kind) => {
    expect(classifyLink(href, SITE)).toBe(kind)
  })
  it('opens external links in a new tab without an opener', () => {
    expect(linkAttributes('external')).toEqual({ target: '_blank', rel: 'noopener noreferrer' })
    expect(linkAttributes('internal')).toEqual({})
    expect(linkAttributes('hash')).toEqual({})
  })
})

describe('linkProblem: a link field takes an address, not words (issue 30)', () => {
  it('accepts paths, hashes, https, mailto and tel', () => {
    for (const href of [
      '/sign-up',
      '/pricing?tab=sms#rates',
      '#faq',
      'https://developers.ostra.com/docs',
      'http://localhost:3000/x',
      'mailto:sales@ostra.com',
      'tel:+1 (555) 010-0100',
      '',
    ])
      expect(linkProblem(href), href).toBeUndefined()
  })

  it('says what is wrong with anything else', () => {
    expect(linkProblem('sign up page')).toMatch(/no spaces/)
    expect(linkProblem('pricing')).toMatch(/Not an address/)
    expect(linkProblem('www.ostra.com')).toMatch(/Not an address/)
    expect(linkProblem('//evil.example/x')).toMatch(/https:\/\//)
    expect(linkProblem('http://ostra.com')).toMatch(/Use https/)
    expect(linkProblem('javascript:alert(1)')).toMatch(/Not an address/)
    expect(linkProblem('mailto:nobody')).toMatch(/Not an address/)
    expect(linkProblem('https://')).toMatch(/Not an address/)
  })
})
