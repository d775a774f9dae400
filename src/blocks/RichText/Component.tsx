import { RichText } from '@/components/RichText'

import type { BlockProps } from '../types'
import styles from './styles.module.css'

export function RichTextBlockView({ block }: BlockProps<'richText'>) {
  return (
    <div className={styles.root}>
      <RichText data={block.content} />
    </div>
  )
}
