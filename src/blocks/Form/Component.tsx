import { FormUnavailable } from '@/components/forms/FormUnavailable'
import { Grid, GridItem } from '@/components/Grid'
import { LazySiteForm } from '@/components/lazy.client'
import { RichText } from '@/components/RichText'
import { captchaFormsAvailable, SITE_FORMS } from '@/lib/forms'
import { env } from '@/lib/config/data'
import type { FormDefinition } from '@/lib/forms'
import { hasContent } from '@/lib/richText'

import type { BlockProps } from '../types'
import styles from './styles.module.css'

/**
 * Any form of the site (lib/forms/forms), as a client island that validates, sends and confirms, in a card.
 * With words (a heading, an intro, the text beside the form), wide screens set them on the left and the
 * form on the right, so the form starts at the top of its band; phones stack the heading and intro, the
 * form, then the text beside it. A form that needs a captcha (the abuse report) where the captcha policy,
 * the one its endpoint follows, refuses: the unavailable notice with the way to reach sales instead of
 * fields that could only fail.
 */
export function Form({ block }: BlockProps<'form'>) {
  const definition: FormDefinition = SITE_FORMS[block.form]
  const headingId = `form-${block.id ?? block.form}-heading`
  const available = !definition.captcha || captchaFormsAvailable(env)
  const aside = hasContent(block.aside) ? block.aside : null
  const panel = (
    <div className={`${styles.panel} light-surface`}>
      {available ? (
        <LazySiteForm formId={block.form} definition={definition} captchaSiteKey={env.hcaptcha?.siteKey} labelledBy={block.heading ? headingId : undefined} />
      ) : (
        <FormUnavailable>This form is unavailable right now. Our team will gladly take your message instead.</FormUnavailable>
      )}
    </div>
  )
  if (!block.heading && !block.text && !aside) {
    return (
      <div className={`${styles.root} ${styles.alone}`} data-block="marketing-form">
        {panel}
      </div>
    )
  }
  return (
    <div className={styles.root} data-block="marketing-form">
      {/* Three items on the grid: the form spans the rows of the words and of the text beside it, so on wide
          screens both sit on the left, one under the other, whatever the form's height. */}
      <Grid className={[styles.split, aside && styles.withAside].filter(Boolean).join(' ')}>
        <GridItem half className={styles.words}>
          {block.heading && <h2 id={headingId}>{block.heading}</h2>}
          {block.text && <p className={styles.intro}>{block.text}</p>}
        </GridItem>
        <GridItem half className={styles.formColumn}>
          {panel}
        </GridItem>
        {aside && (
          <GridItem half className={styles.aside}>
            <RichText data={aside} variant="inline" />
          </GridItem>
        )}
      </Grid>
    </div>
  )
}
