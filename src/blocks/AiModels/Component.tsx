import type { BlockProps } from '../types'
import { AiModelPickerIsland } from './lazy.client'
import styles from './styles.module.css'

/** The picker's frame on the server; the model list arrives from /api/ai-models in the browser. */
export function AiModels({ block }: BlockProps<'aiModels'>) {
  return (
    <div className={styles.root}>
      {block.heading && <h2>{block.heading}</h2>}
      {block.text && <p>{block.text}</p>}
      <AiModelPickerIsland />
    </div>
  )
}
