import type { Block } from 'payload'

export const CODE_LANGUAGES = ['bash', 'javascript', 'typescript', 'python', 'json'] as const

export const CodeSampleBlockConfig: Block = {
  slug: 'codeSample',
  interfaceName: 'CodeSampleBlock',
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'language', type: 'select', options: [...CODE_LANGUAGES], defaultValue: 'bash', required: true },
    { name: 'code', type: 'code', required: true },
  ],
}
