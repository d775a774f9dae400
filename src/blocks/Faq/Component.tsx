import { RichText } from '@/components/RichText'

import type { BlockProps } from '../types'
import styles from './styles.module.css'

/** Questions as native disclosure widgets: keyboard-operable with no JavaScript. */
export function Faq({ block }: BlockProps<'faq'>) {
  return (
    <div className={styles.root} data-block="faq-list">
      {block.heading && <h2>{block.heading}</h2>}
      {block.items?.map((item, index) => (
        <details key={index} className={`${styles.item} disclosure`}>
          <summary>{item.question}</summary>
          <RichText data={item.answer} variant="inline" />
        </details>
      ))}
    </div>
  )
}
