import type { BlockProps } from '../types'
import styles from './styles.module.css'

type Stat = { id?: string | null; label: string; value: string }

/** Figures with their labels, large; also a customer story's results (DocumentView). */
export function StatList({ items }: { items: readonly Stat[] | null | undefined }) {
  return (
    <dl className={styles.list}>
      {items?.map((item, index) => (
        <div key={index} className={styles.item}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

export function Stats({ block }: BlockProps<'stats'>) {
  return (
    <div className={styles.root}>
      {block.heading && <h2>{block.heading}</h2>}
      <StatList items={block.items} />
    </div>
  )
}
