import { MediaImage } from '@/components/MediaImage'
import { DEFAULT_SECTION_BACKGROUND, DEFAULT_SECTION_SPACING, isDarkBackground } from '@/lib/design'

import type { BlockProps } from '../types'

export function Section({ block, children }: BlockProps<'section'>) {
  const background = block.backgroundColor ?? DEFAULT_SECTION_BACKGROUND
  const className = [
    'section',
    `section--bg-${background}`,
    `section--top-${block.spacingTop ?? DEFAULT_SECTION_SPACING}`,
    `section--bottom-${block.spacingBottom ?? DEFAULT_SECTION_SPACING}`,
    isDarkBackground(background) && 'section--dark',
    block.hasOverflow && 'section--overflow',
  ]
    .filter(Boolean)
    .join(' ')
  const headingId = block.heading && block.anchor ? `${block.anchor}-heading` : undefined
  return (
    <section id={block.anchor ?? undefined} className={className} aria-labelledby={headingId}>
      {block.backgroundImage?.image && (
        <MediaImage media={block.backgroundImage.image} className={`section__background section__background--${block.backgroundImage.fit ?? 'cover'}`} />
      )}
      <div className="container">
        {block.heading && <h2 id={headingId} className="section__heading">{block.heading}</h2>}
        {block.intro && <p className="section__intro">{block.intro}</p>}
        {children}
      </div>
    </section>
  )
}
