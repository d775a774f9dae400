import { describe, expect, it } from 'vitest'

import { fixtures } from '@/blocks/fixtures'
import { registry } from '@/blocks/registry'

describe('block fixtures (the styleguide)', () => {
  it('has a fixture for every registered block, of the right type', () => {
    expect(Object.keys(fixtures).sort()).toEqual(Object.keys(registry).sort())
    for (const [slug, fixture] of Object.entries(fixtures)) expect(fixture.blockType).toBe(slug)
  })
})
