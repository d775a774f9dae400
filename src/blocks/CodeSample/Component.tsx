import type { BlockProps } from '../types'
import styles from './styles.module.css'

export function CodeSample({ block }: BlockProps<'codeSample'>) {
  return (
    <figure className={styles.root}>
      {block.heading && <figcaption className={styles.heading}>{block.heading}</figcaption>}
      <pre tabIndex={0} aria-label={`${block.language} code sample`}>
        <code className={`language-${block.language}`}>{block.code}</code>
      </pre>
    </figure>
  )
}
