import { REUSABLE_SECTIONS } from '@/lib/pages'

import { BLOCK_GROUPS } from '../adminUi'
import { defineBlock } from '../defineBlock'

/**
 * A band kept once in Content → Reusable sections and placed here by reference: the page renders the
 * section's published blocks (lib/pages/reusableSections), and publishing the section updates every page
 * that places it. Pages only: a section cannot place another (no cycles to guard against).
 */
export const ReusableSectionBlockConfig = defineBlock({
  slug: 'reusableSection',
  interfaceName: 'ReusableSectionBlock',
  labels: { singular: 'Reusable section', plural: 'Reusable sections' },
  group: BLOCK_GROUPS.layout,
  description: 'A band kept once in Reusable sections: edited there, it changes on every page.',
  fields: [
    {
      name: 'section',
      label: 'Section',
      type: 'relationship',
      relationTo: REUSABLE_SECTIONS,
      required: true,
      // The page's read carries only the id; the page's render reads the section with its pictures (and its tag).
      maxDepth: 0,
      admin: {
        description:
          'Edit it once under Content → Reusable sections: every page that places it changes when you publish it there. To change it on this page only, Detach it.',
        components: { afterInput: ['/src/components/admin/ReusableSectionTools.client#ReusableSectionTools'] },
      },
    },
  ],
})
