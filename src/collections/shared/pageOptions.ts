/**
 * A page's options (the "Page options" tab): the frame around the content and
 * scroll snapping. What they do on the site is resolved in lib/pages/pageOptions.
 */
import type { Field, NumberFieldSingleValidation } from 'payload'

import { SHELL_VARIANTS, type ShellVariant } from '@/lib/pages'

const SHELL_LABELS: Record<ShellVariant, string> = {
  full: 'Full: site menu at the top, footer at the bottom',
  simple: 'Simple: logo and copyright only',
}

const layoutLength = (data: unknown): number | undefined => {
  const layout = typeof data === 'object' && data !== null && 'layout' in data ? data.layout : undefined
  return Array.isArray(layout) ? layout.length : undefined
}

/** A block number from the page's content list: a whole number from 1 to the number of blocks. */
const validateBlockNumber: NumberFieldSingleValidation = (value, { data }) => {
  if (value === null || value === undefined) return true
  if (!Number.isInteger(value) || value < 1) return 'Type the number shown in the block’s row under Page content, e.g. 3.'
  const blocks = layoutLength(data)
  if (blocks !== undefined && value > blocks) return `The page has ${blocks} block${blocks === 1 ? '' : 's'}; type a number from 1 to ${blocks}.`
  return true
}

/** Resuming must come after pausing: a reversed range would pause nothing. */
const validateResume: NumberFieldSingleValidation = (value, args) => {
  const from = (args.siblingData as { pauseFrom?: unknown } | undefined)?.pauseFrom
  if (typeof value === 'number' && typeof from === 'number' && value <= from) return `Resume at a block after the one where snapping pauses (${from}).`
  return validateBlockNumber(value, args)
}

const blockNumber = (name: string, label: string, description: string, validate = validateBlockNumber): Field => ({
  name,
  label,
  type: 'number',
  min: 1,
  validate,
  admin: { width: '33%', step: 1, placeholder: 'none', description, condition: (_data, siblingData) => Boolean(siblingData?.enabled) },
})

export const pageOptionFields: Field[] = [
  {
    // Kept at the top level of the document (the column predates the tab).
    name: 'shell',
    label: 'Page frame',
    type: 'select',
    defaultValue: 'full',
    required: true,
    options: SHELL_VARIANTS.map((value) => ({ value, label: SHELL_LABELS[value] })),
    admin: {
      description: 'What surrounds the page content. Landing pages for campaigns use the simple frame, so visitors are not led away.',
    },
  },
  {
    name: 'scrollSnap',
    label: 'Scroll snapping',
    type: 'group',
    admin: {
      description:
        'Full-screen storytelling: as a visitor scrolls, the page settles on the start of the next block instead of stopping anywhere. Blocks are counted as numbered under Page content (a Section and everything in it is one block).',
    },
    fields: [
      {
        name: 'enabled',
        label: 'Snap to each block while scrolling',
        type: 'checkbox',
        defaultValue: false,
        admin: { description: 'On the home page, the “homepage scroll snap” feature flag can also turn it off.' },
      },
      {
        type: 'row',
        fields: [
          blockNumber(
            'pauseFrom',
            'Pause snapping from block',
            'Optional. Free scrolling from the top of this block (a long text, say) until the block where snapping resumes, or to the end.',
          ),
          blockNumber(
            'pauseUntil',
            'Resume snapping at block',
            'Optional. Snapping comes back at the top of this block; on its own, everything above it scrolls freely.',
            validateResume,
          ),
          blockNumber('scope', 'Only while block … is on screen', 'Optional. Snapping works only while this block is visible, e.g. a row of product panels.'),
        ],
      },
    ],
  },
]
