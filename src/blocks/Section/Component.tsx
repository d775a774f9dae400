import { Grid, GridItem } from '@/components/Grid'
import { MediaImage } from '@/components/MediaImage'
import { BACKGROUND_IMAGE_FITS, DEFAULT_SECTION_BACKGROUND, DEFAULT_SECTION_SPACING, isBriefSection, isDarkBackground } from '@/lib/design'
import { fromUpload, mediaKind } from '@/lib/media'
import { richTextToPlainText } from '@/lib/richText'
import type { Media } from '@/payload-types'

import type { BlockProps } from '../types'

type Fit = (typeof BACKGROUND_IMAGE_FITS)[number]
const DEFAULT_FIT: Fit = 'cover'
const isFit = (value: unknown): value is Fit => (BACKGROUND_IMAGE_FITS as readonly unknown[]).includes(value)

/**
 * The side picture. A still image (a product screen, a diagram) is a link to its file, so a phone can open it full
 * size and zoom in: a plain link, no script, named for what it opens, with a small "Full size" chip on the picture.
 * A video or an animation plays in place and is not linked.
 */
function SidePicture({ media }: { media: Media }) {
  const picture = <MediaImage media={media} sizes="(min-width: 1024px) 600px, 100vw" className="section__side-media" />
  const source = fromUpload(media)
  const kind = source ? mediaKind(source.src, { mimeType: source.mimeType }) : undefined
  if (!source || (kind !== 'image' && kind !== 'svg')) return picture
  const alt = source.alt?.trim()
  return (
    <a href={source.src} className="section__side-zoom" aria-label={alt ? `Open full size: ${alt}` : 'Open the picture full size'}>
      {picture}
      <span className="section__side-zoom-label" aria-hidden="true">
        Full size
      </span>
    </a>
  )
}

export function Section({ block, children }: BlockProps<'section'>) {
  const background = block.backgroundColor ?? DEFAULT_SECTION_BACKGROUND
  // An unpopulated relation arrives as an id: nothing to draw.
  const image = typeof block.backgroundImage?.image === 'object' && block.backgroundImage.image?.url ? block.backgroundImage.image : null
  const requestedFit = block.backgroundImage?.fit
  const fit = isFit(requestedFit) ? requestedFit : DEFAULT_FIT
  const side = typeof block.sideImage?.image === 'object' && block.sideImage.image?.url ? block.sideImage.image : null
  const brief = !side && !block.intro && isBriefSection(block.blocks ?? [], (child) => ('content' in child ? richTextToPlainText(child.content) : ''))
  const className = [
    'section',
    `section--bg-${background}`,
    `section--top-${block.spacingTop ?? DEFAULT_SECTION_SPACING}`,
    `section--bottom-${block.spacingBottom ?? DEFAULT_SECTION_SPACING}`,
    isDarkBackground(background) && 'section--dark',
    block.hasOverflow && 'section--overflow',
    image && 'section--has-image',
    // A little text alone: heading beside the words on wide screens, or the words centred without a heading.
    brief && !block.heading && 'section--brief',
  ]
    .filter(Boolean)
    .join(' ')
  const headingId = block.heading && block.anchor ? `${block.anchor}-heading` : undefined
  // Only when set: an undefined prop is still written into the page's RSC payload (`"id":"$undefined"`).
  const anchorId = block.anchor ? { id: block.anchor } : {}
  const headingIds = headingId ? { id: headingId } : {}
  const labelledBy = headingId ? { 'aria-labelledby': headingId } : {}
  const position = block.sideImage?.position === 'start' ? 'start' : 'end'
  const content = (
    <>
      {block.heading && (
        <h2 {...headingIds} className="section__heading">
          {block.heading}
        </h2>
      )}
      {block.intro && <p className="section__intro">{block.intro}</p>}
      {children}
    </>
  )
  return (
    <section {...anchorId} className={className} {...labelledBy}>
      {image && (
        // Decoration: the words of the section carry its meaning, so screen readers skip the picture.
        <div className={`section__background section__background--${fit}`} aria-hidden="true">
          <MediaImage media={image} className="section__background-media" />
        </div>
      )}
      <div className="container">
        {brief && block.heading ? (
          // A little text alone: the heading beside the words on wide screens (five columns and seven), stacked on phones.
          <Grid className="section__brief">
            <GridItem span={{ md: 5 }}>
              <h2 {...headingIds} className="section__heading">
                {block.heading}
              </h2>
            </GridItem>
            <GridItem span={{ md: 7 }}>{children}</GridItem>
          </Grid>
        ) : side ? (
          // Words first in reading order; on wide screens the picture takes the half the marketer chose.
          <Grid className="section__split">
            <GridItem half className="section__split-content">
              {content}
            </GridItem>
            <GridItem half lead={position === 'start'} className={`section__side section__side--${position}`}>
              <SidePicture media={side} />
            </GridItem>
          </Grid>
        ) : (
          content
        )}
      </div>
    </section>
  )
}
