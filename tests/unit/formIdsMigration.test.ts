import { describe, expect, it } from 'vitest'

import { renameFormIds } from '../../migrations/20261125_003156_form_ids_kebab_case'

const names = { pricingCsv: 'pricing-csv', pricingCalculator: 'pricing-calculator' }

describe('migration 20261125 form_ids_kebab_case: Form blocks name the kebab-case ids', () => {
  it('renames a Form block’s form wherever it nests, and nothing else', () => {
    const layout = [
      { blockType: 'form', form: 'pricingCsv', heading: 'Rates' },
      {
        blockType: 'section',
        blocks: [
          { blockType: 'form', form: 'pricingCalculator' },
          { blockType: 'form', form: 'contact-sales' },
          // Not a Form block: a field that happens to be called form keeps its value.
          { blockType: 'richText', form: 'pricingCsv', text: 'pricingCsv' },
        ],
      },
    ]
    expect(renameFormIds(layout, names)).toEqual([
      { blockType: 'form', form: 'pricing-csv', heading: 'Rates' },
      {
        blockType: 'section',
        blocks: [
          { blockType: 'form', form: 'pricing-calculator' },
          { blockType: 'form', form: 'contact-sales' },
          { blockType: 'richText', form: 'pricingCsv', text: 'pricingCsv' },
        ],
      },
    ])
  })

  it('down reverses up; empty and odd layouts pass through', () => {
    const back = Object.fromEntries(Object.entries(names).map(([from, to]) => [to, from]))
    const layout = [{ blockType: 'form', form: 'pricingCsv' }]
    expect(renameFormIds(renameFormIds(layout, names), back)).toEqual(layout)
    expect(renameFormIds(null, names)).toBeNull()
    expect(renameFormIds([], names)).toEqual([])
    expect(renameFormIds({ blockType: 'form', form: 'toString' }, names)).toEqual({ blockType: 'form', form: 'toString' })
  })
})
