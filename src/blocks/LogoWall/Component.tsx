import { Link } from '@/components/Link'
import { Media } from '@/components/media/Media'
import { fromUpload } from '@/lib/media'

import type { BlockProps } from '../types'

/** The height every logo is drawn at (CSS scales it); widths follow each logo's proportions. */
export const LOGO_HEIGHT = 40

/** Customer or partner logos at one height, in grey until pointed at; the company name is the alt text, or the text when there is no image. */
export function LogoWall({ block }: BlockProps<'logoWall'>) {
  return (
    <div className="logo-wall">
      {block.heading && <h2 className="logo-wall__heading">{block.heading}</h2>}
      <ul className="logo-wall__list">
        {block.logos?.map((logo) => {
          const image = fromUpload(logo.logo)
          const width = image?.width && image.height ? Math.round((image.width * LOGO_HEIGHT) / image.height) : undefined
          const content = image ? (
            <Media
              className="logo-wall__logo"
              src={image.src}
              alt={logo.name}
              width={width}
              height={width ? LOGO_HEIGHT : undefined}
              mimeType={image.mimeType}
              sizes={width ? `${width}px` : '160px'}
            />
          ) : (
            <span className="logo-wall__name">{logo.name}</span>
          )
          return (
            <li key={logo.id ?? logo.name} className="logo-wall__item">
              {logo.href ? (
                <Link href={logo.href} className="logo-wall__link" plain>
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
