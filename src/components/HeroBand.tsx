/**
 * The dark band a page opens with, and its type: the Hero block lays its copy and picture inside it;
 * articles, search and the 404 page use it as it is (compact). Its look lives in its own module.
 */
import type { ReactNode } from 'react'

import styles from './HeroBand.module.css'

export function HeroBand({ compact = false, children }: { compact?: boolean; children: ReactNode }) {
  return <div className={compact ? `${styles.band} ${styles.compact}` : styles.band}>{children}</div>
}

export const HeroEyebrow = ({ children }: { children: ReactNode }) => <p className={styles.eyebrow}>{children}</p>

export const HeroHeading = ({ children }: { children: ReactNode }) => <h1 className={styles.heading}>{children}</h1>

export const HeroText = ({ children }: { children: ReactNode }) => <p className={styles.text}>{children}</p>

/** The class of the band's text, for a text element rendered elsewhere (the Hero block's rich text). */
export const HERO_TEXT_CLASS = styles.text
