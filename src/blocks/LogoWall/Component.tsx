import { Link } from '@/components/Link'
import { MediaImage } from '@/components/MediaImage'

import type { BlockProps } from '../types'

export function LogoWall({ block }: BlockProps<'logoWall'>) {
  return (
    <div className="logo-wall">
      {block.heading && <h2 className="logo-wall__heading">{block.heading}</h2>}
      <ul className="logo-wall__list">
        {block.logos?.map((logo) => {
          const content = logo.logo ? <MediaImage media={logo.logo} sizes="160px" /> : <span className="logo-wall__name">{logo.name}</span>
          return <li key={logo.id ?? logo.name}>{logo.href ? <Link href={logo.href}>{content}</Link> : content}</li>
        })}
      </ul>
    </div>
  )
}
