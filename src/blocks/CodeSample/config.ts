import { BLOCK_GROUPS } from '../adminUi'
import { defineBlock } from '../defineBlock'

export const CODE_LANGUAGES = ['bash', 'javascript', 'typescript', 'python', 'json'] as const

export const CodeSampleBlockConfig = defineBlock({
  slug: 'codeSample',
  interfaceName: 'CodeSampleBlock',
  labels: { singular: 'Code sample', plural: 'Code samples' },
  group: BLOCK_GROUPS.textAndMedia,
  description: 'A box of code for developers, e.g. an API request.',
  fields: [
    { name: 'heading', label: 'Heading', type: 'text', admin: { description: 'Optional. Shown above the code.' } },
    {
      name: 'language',
      label: 'Programming language',
      type: 'select',
      options: [...CODE_LANGUAGES],
      defaultValue: 'bash',
      required: true,
      admin: { description: 'Read out by screen readers; bash is for command-line examples such as curl.' },
    },
    { name: 'code', label: 'Code', type: 'code', required: true, admin: { description: 'Shown exactly as typed, spaces included.' } },
  ],
})
