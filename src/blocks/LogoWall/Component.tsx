import { Link } from '@/components/Link'
import { Media } from '@/components/media/Media'
import { fromUpload } from '@/lib/media'

import type { BlockProps } from '../types'
import styles from './styles.module.css'

/** The height every logo is drawn at (CSS scales it); widths follow each logo's proportions. */
export const LOGO_HEIGHT = 40

/** Customer or partner logos at one height, in grey until pointed at; the company name is the alt text, or the text when there is no image. */
export function LogoWall({ block }: BlockProps<'logoWall'>) {
  return (
    <div className={styles.root}>
      {block.heading && <h2>{block.heading}</h2>}
      <ul className={styles.list}>
        {block.logos?.map((logo) => {
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
            <li key={logo.id ?? logo.name} className={styles.item}>
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
