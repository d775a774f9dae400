/**
 * A card (a list item of a card grid) and its parts, on light and dark sections alike: the card grid's,
 * the resources list's, the customer stories', the release notes' and the voice AI demo's. Its look lives
 * in its own module; a picture, icon or logo inside takes its part's class (CARD_PARTS).
 */
import type { ReactNode } from 'react'

import styles from './Card.module.css'

/** A card; `withImage` when a picture runs to its edges (ResourceCard). */
export function Card({ withImage = false, children }: { withImage?: boolean; children: ReactNode }) {
  return <li className={withImage ? `${styles.card} ${styles.withImage}` : styles.card}>{children}</li>
}

/** The small line above a card's title (a category, an industry, a date); also above a list entry's title outside a card. */
export const CardEyebrow = ({ children }: { children: ReactNode }) => <p className={styles.eyebrow}>{children}</p>

export const CardTitle = ({ children }: { children: ReactNode }) => <h3 className={styles.title}>{children}</h3>

/** The classes of what a card holds that another component renders (a picture, an icon, a logo, a category). */
export const CARD_PARTS = { image: styles.image, icon: styles.icon, logo: styles.logo, category: styles.category } as const
