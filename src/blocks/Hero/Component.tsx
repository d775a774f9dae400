import { ButtonLink } from '@/components/Button'
import { MediaImage } from '@/components/MediaImage'
import { RichText } from '@/components/RichText'

import type { BlockProps } from '../types'

export function Hero({ block }: BlockProps<'hero'>) {
  return (
    <div className="hero">
      <div className="container hero__inner">
        <div className="hero__copy">
          {block.eyebrow && <p className="hero__eyebrow">{block.eyebrow}</p>}
          <h1 className="hero__heading">{block.heading}</h1>
          <RichText data={block.text} variant="inline" className="hero__text" />
          {block.buttons && block.buttons.length > 0 && (
            <div className="button-row">
              {block.buttons.map((button) => (
                <ButtonLink key={button.id ?? button.href} href={button.href} kind={button.kind} background="dark">
                  {button.label}
                </ButtonLink>
              ))}
            </div>
          )}
        </div>
        {block.media && <MediaImage media={block.media} priority sizes="(min-width: 1024px) 50vw, 100vw" className="hero__media" />}
      </div>
    </div>
  )
}
