import { RichText } from '@/components/RichText'

import type { BlockProps } from '../types'

export function RichTextBlock({ block }: BlockProps<'richText'>) {
  return (
    <div className="block-richtext">
      <RichText data={block.content} />
    </div>
  )
}
