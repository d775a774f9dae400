import { richText } from '@/lib/richText'

import { SAMPLE_SCREEN } from '../sampleMedia'
import type { BlockOf } from '../types'

/** The styleguide's example (/styleguide), rendered on every section background. */
export const sectionFixture: BlockOf<'section'> = {
  blockType: 'section',
  anchor: 'fixture-section',
  heading: 'A section with nested blocks',
  intro: 'Sections carry the background, spacing and overflow; everything inside is another block.',
  backgroundColor: 'cream',
  spacingTop: 'contrasting',
  spacingBottom: 'contrasting',
  sideImage: { image: SAMPLE_SCREEN, position: 'end' },
  blocks: [{ blockType: 'richText', content: richText([{ type: 'p', text: 'A nested rich-text block.' }]) }],
}
