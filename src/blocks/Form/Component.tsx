import { FormUnavailable } from '@/components/forms/FormUnavailable'
import { LazySiteForm } from '@/components/lazy.client'
import { captchaFormsAvailable, SITE_FORMS } from '@/lib/forms'
import { env } from '@/lib/config/data'
import type { FormDefinition } from '@/lib/forms'

import type { BlockProps } from '../types'
import styles from './styles.module.css'

/**
 * Any form of the site (lib/forms/forms), as a client island that validates, sends and confirms. A form that
 * needs a captcha (the abuse report) where the captcha policy, the one its endpoint follows, refuses:
 * the unavailable notice with the way to reach sales instead of fields that could only fail.
 */
export function Form({ block }: BlockProps<'form'>) {
  const definition: FormDefinition = SITE_FORMS[block.form]
  const headingId = `form-${block.id ?? block.form}-heading`
  const available = !definition.captcha || captchaFormsAvailable(env)
  return (
    <div className={styles.root} data-block="marketing-form">
      {block.heading && <h2 id={headingId}>{block.heading}</h2>}
      {block.text && <p>{block.text}</p>}
      {available ? (
        <LazySiteForm formId={block.form} definition={definition} captchaSiteKey={env.hcaptcha?.siteKey} labelledBy={block.heading ? headingId : undefined} />
      ) : (
        <FormUnavailable>This form is unavailable right now. Our team will gladly take your message instead.</FormUnavailable>
      )}
    </div>
  )
}
