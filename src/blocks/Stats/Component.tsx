import type { BlockProps } from '../types'

export function Stats({ block }: BlockProps<'stats'>) {
  return (
    <div className="stats">
      {block.heading && <h2>{block.heading}</h2>}
      <dl className="stats__list">
        {block.items?.map((item) => (
          <div key={item.id ?? item.label} className="stats__item">
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
