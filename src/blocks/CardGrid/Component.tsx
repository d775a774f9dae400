import { Icon } from '@/components/Icon'
import { Link } from '@/components/Link'
import { MediaImage } from '@/components/MediaImage'
import { RichText } from '@/components/RichText'
import { isIconName } from '@/lib/design'

import type { BlockProps } from '../types'
import styles from './styles.module.css'

export function CardGrid({ block }: BlockProps<'cardGrid'>) {
  return (
    <div className={styles.root}>
      {block.heading && <h2>{block.heading}</h2>}
      <ul className={`card-grid card-grid--${block.columns}`}>
        {block.cards?.map((card) => (
          <li key={card.id ?? card.title} className="card">
            {card.image ? (
              <MediaImage media={card.image} sizes="(min-width: 1024px) 33vw, 100vw" />
            ) : (
              isIconName(card.icon) && <Icon name={card.icon} className="card__icon" />
            )}
            <h3 className="card__title">{card.href ? <Link href={card.href}>{card.title}</Link> : card.title}</h3>
            <RichText data={card.text} variant="inline" className="card__text" />
          </li>
        ))}
      </ul>
    </div>
  )
}
