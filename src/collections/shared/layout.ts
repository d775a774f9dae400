import type { Field } from 'payload'

import { HeroBlockConfig } from '@/blocks/Hero/config'
import { layoutAdmin } from '@/blocks/adminUi'
import { referencing } from '@/blocks/defineBlock'
import { layoutBlocks } from '@/blocks/schemas'

/**
 * The blocks of a customer story's, release note's or legal page's body: the
 * page builder's blocks but the Hero, since these documents open with a header
 * made from their own fields (title, summary, dates).
 */
export const documentBodyBlocks = layoutBlocks.filter((block) => block.slug !== HeroBlockConfig.slug)

/** The body of a document that has its own header: blocks from the same registry as pages. */
export function documentLayoutField(description: string): Field {
  return {
    name: 'layout',
    label: 'Content',
    labels: { singular: 'Block to the page', plural: 'Blocks' },
    type: 'blocks',
    ...referencing(documentBodyBlocks),
    admin: layoutAdmin(description),
  }
}
