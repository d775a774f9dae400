import { ButtonLink } from '@/components/ButtonLink'
import { HERO_TEXT_CLASS, HeroBand, HeroEyebrow, HeroHeading } from '@/components/HeroBand'
import { MediaImage } from '@/components/MediaImage'
import { RichText } from '@/components/RichText'
import { linksToPage } from '@/lib/pages'
import { PRODUCTION_FLAGS } from '@/lib/experiments'
import { SIP_TRUNKING_PRODUCT_PATH } from '@/lib/pricing'

import type { BlockProps } from '../types'
import { SIGN_UP_PATH, SignUpFlow } from './SignUpFlow'
import { SipTrunkingPriceLabel } from './SipTrunkingPriceLabel'
import styles from './styles.module.css'

export function Hero({ block, context }: BlockProps<'hero'>) {
  const flags = context.flags ?? PRODUCTION_FLAGS
  // homeHeroFlow: the home page's hero starts sign-up from an e-mail field, in place of its sign-up button.
  const signUpFlow = context.path === '/' && flags.homeHeroFlow
  // Never a button to the page itself (a sign-up page's "Sign up free").
  const buttons = (block.buttons ?? []).filter((button) => !(signUpFlow && button.href === SIGN_UP_PATH) && !linksToPage(button.href, context.path))
  return (
    <HeroBand>
      <div className={`container ${styles.inner} ${block.media ? styles.withMedia : ''}`}>
        <div {...(block.media ? {} : { className: styles.textOnly })}>
          {block.eyebrow && <HeroEyebrow>{block.eyebrow}</HeroEyebrow>}
          <HeroHeading>{block.heading}</HeroHeading>
          <RichText data={block.text} variant="inline" className={block.media ? HERO_TEXT_CLASS : `${HERO_TEXT_CLASS} ${styles.centredText}`} />
          {context.path === SIP_TRUNKING_PRODUCT_PATH && flags.sipTrunkingPricingLabel && <SipTrunkingPriceLabel />}
          {signUpFlow && <SignUpFlow />}
          {buttons.length > 0 && (
            <div className="button-row">
              {buttons.map((button, index) => (
                <ButtonLink key={index} href={button.href} kind={button.kind} background="dark">
                  {button.label}
                </ButtonLink>
              ))}
            </div>
          )}
        </div>
        {block.media && <MediaImage media={block.media} priority sizes="(min-width: 1024px) 50vw, 100vw" className={styles.media} />}
      </div>
    </HeroBand>
  )
}
