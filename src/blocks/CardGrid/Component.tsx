import { Card, CARD_PARTS, CardTitle } from '@/components/Card'
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
        {block.cards?.map((card, index) => (
          <Card key={index}>
            {card.image ? (
              <MediaImage media={card.image} sizes="(min-width: 1024px) 33vw, 100vw" />
            ) : (
              isIconName(card.icon) && <Icon name={card.icon} className={CARD_PARTS.icon} />
            )}
            <CardTitle>{card.href ? <Link href={card.href}>{card.title}</Link> : card.title}</CardTitle>
            <RichText data={card.text} variant="inline" />
          </Card>
        ))}
      </ul>
    </div>
  )
}
