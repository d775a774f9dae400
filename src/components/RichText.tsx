import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'

type Props = { data: SerializedEditorState | null | undefined; className?: string }

export function RichText({ data, className }: Props) {
  if (!data) return null
  return <LexicalRichText data={data} className={['prose', className].filter(Boolean).join(' ')} />
}
