import type { CSSProperties } from 'react'

import { Link } from '@/components/Link'
import { Media } from '@/components/media/Media'
import { fromUpload } from '@/lib/media'

import type { BlockProps } from '../types'
import styles from './styles.module.css'

/** The height every logo is drawn at (CSS scales it); widths follow each logo's proportions. */
export const LOGO_HEIGHT = 40

/**
 * Columns of the wall on wide screens: the most (up to six) that leave no short last row, so six logos are one
 * row of six, never four and two; tablets take half as many (at least two), phones two.
 */
export function logoColumns(count: number): { wide: number; medium: number } {
  const fits = [6, 5, 4, 3].find((columns) => count >= columns && count % columns === 0)
  const wide = fits ?? Math.min(Math.max(count, 1), 6)
  return { wide, medium: Math.max(2, Math.ceil(wide / 2)) }
}

/** Customer or partner logos at one height, in grey until pointed at; the company name is the alt text, or the text when there is no image. */
export function LogoWall({ block }: BlockProps<'logoWall'>) {
  const columns = logoColumns(block.logos?.length ?? 0)
  return (
    <div className={styles.root} data-block="logo-wall">
      {block.heading && <h2>{block.heading}</h2>}
      <ul className={styles.list} style={{ '--logo-columns': columns.wide, '--logo-columns-medium': columns.medium } as CSSProperties}>
        {block.logos?.map((logo, index) => {
          const image = fromUpload(logo.logo)
          const width = image?.width && image.height ? Math.round((image.width * LOGO_HEIGHT) / image.height) : undefined
          const content = image ? (
            <Media
              className={styles.logo}
              src={image.src}
              alt={logo.name}
              width={width}
              height={width ? LOGO_HEIGHT : undefined}
              mimeType={image.mimeType}
              sizes={width ? `${width}px` : '160px'}
            />
          ) : (
            <span className={styles.name}>{logo.name}</span>
          )
          return (
            <li key={index} className={styles.item}>
              {logo.href ? (
                <Link href={logo.href} className={styles.logoLink} plain>
                  {content}
                </Link>
              ) : (
                content
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
