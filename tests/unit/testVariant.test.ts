import { describe, expect, it } from 'vitest'

import { variantTestPlan } from '@/lib/editor'
import { EXPERIMENT_KEY_PATTERN } from '@/lib/experiments'

describe('"Test a variant" on a block', () => {
  it('finds the row in its blocks field, top level or in a Section, and puts the copy right below', () => {
    expect(variantTestPlan('layout.3', 'Start building today', 'cta', 'k2x9')).toEqual({
      key: 'start-building-today-k2x9',
      blocksPath: 'layout',
      rowIndex: 3,
      copyPath: 'layout.4',
    })
    expect(variantTestPlan('layout.2.blocks.0', undefined, 'logoStrip', 'ab12')).toEqual({
      key: 'logostrip-ab12',
      blocksPath: 'layout.2.blocks',
      rowIndex: 0,
      copyPath: 'layout.2.blocks.1',
    })
  })

  it('makes a valid experiment key from any words, and refuses what is no row', () => {
    for (const words of ['Ça coûte 0,004 $ — par message !', '   ', '-'.repeat(80), 'Ünïcødé '.repeat(20), '🙂', undefined]) {
      const plan = variantTestPlan('layout.0', words, 'hero', 'zz9f')
      expect(plan?.key, String(words)).toMatch(EXPERIMENT_KEY_PATTERN)
      expect(plan?.key.length).toBeLessThanOrEqual(64)
    }
    for (const path of [undefined, '', 'layout', 'layout.x', 'title']) expect(variantTestPlan(path, 'Words', 'hero', 'a1b2'), String(path)).toBeUndefined()
  })
})
