import type { BlockOf } from '../types'

/** The styleguide's example (/styleguide), rendered on every section background. */
export const codeSampleFixture: BlockOf<'codeSample'> = {
  blockType: 'codeSample',
  heading: 'Code sample',
  language: 'bash',
  code: 'curl -X POST https://api.ostra.com/v2/calls \\\n  -H "Authorization: Bearer $OSTRA_API_KEY"',
}
