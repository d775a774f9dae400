/**
 * "Test a variant" on a block in the page builder: where the block's row is in the form, the key of the
 * experiment it starts, and where its copy (variant B) goes. Pure: the admin's component applies it
 * (components/admin/TestVariant.client.tsx).
 */
import { EXPERIMENT_KEY_PATTERN } from '../experiments'
import { slugify } from '../slug'

export type VariantTestPlan = {
  /** The experiment's key: the block's words and a random tail, so two tests of one block never collide. */
  key: string
  /** The blocks field holding the row (`layout`, or a Section's `layout.2.blocks`) and the row's index in it. */
  blocksPath: string
  rowIndex: number
  /** The copy's row: right below the original. */
  copyPath: string
}

/** The plan for the block whose fields live at `rowPath` (e.g. `layout.3`), or undefined when that is no row. */
export function variantTestPlan(rowPath: string | undefined, words: string | undefined, blockType: string, tail: string): VariantTestPlan | undefined {
  const match = /^(.+)\.(\d+)$/.exec(rowPath ?? '')
  if (!match) return undefined
  const [, blocksPath, index] = match
  const rowIndex = Number(index)
  const base =
    slugify(words ?? '')
      .slice(0, 40)
      .replace(/-+$/, '') ||
    slugify(blockType).slice(0, 40) ||
    'block'
  const key = `${base}-${slugify(tail).slice(0, 8) || 'test'}`.replace(/^-+/, '')
  if (!EXPERIMENT_KEY_PATTERN.test(key)) return undefined
  return { key, blocksPath, rowIndex, copyPath: `${blocksPath}.${rowIndex + 1}` }
}
