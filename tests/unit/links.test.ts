import { describe, expect, it } from 'vitest'

import { classifyLink, linkAttributes } from '@/lib/links'

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
    ['mailto:sales@ostra.com', 'external'],
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
