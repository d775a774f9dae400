import { ButtonLink } from '@/components/ButtonLink'
import { RichText } from '@/components/RichText'
import { linksToPage } from '@/lib/pages'
import { isDarkBackground } from '@/lib/design'

import type { BlockProps } from '../types'
import styles from './styles.module.css'

export function CtaBanner({ block, context }: BlockProps<'ctaBanner'>) {
  const dark = isDarkBackground(block.backgroundColor)
  // Never a button to the page itself (a contact page's "Contact sales").
  const buttons = (block.buttons ?? []).filter((button) => !linksToPage(button.href, context.path))
  return (
    <aside className={`${styles.root} section--bg-${block.backgroundColor} ${dark ? 'section--dark' : ''}`} aria-label={block.heading} data-block="cta-banner">
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 className={styles.heading}>{block.heading}</h2>
          <RichText data={block.text} variant="inline" className={styles.text} />
        </div>
        <div className="button-row">
          {buttons.map((button, index) => (
            <ButtonLink key={index} href={button.href} kind={button.kind} background={dark ? 'dark' : 'light'}>
              {button.label}
            </ButtonLink>
          ))}
        </div>
      </div>
    </aside>
  )
}
