import { LazySiteForm } from '@/components/lazy.client'
import { env } from '@/lib/env'
import { SITE_FORMS } from '@/lib/forms'

import type { BlockProps } from '../types'
import styles from './styles.module.css'

/** Any form of the site (lib/forms), as a client island that validates, sends and confirms. */
export function Form({ block }: BlockProps<'form'>) {
  const definition = SITE_FORMS[block.form]
  const headingId = `form-${block.id ?? block.form}-heading`
  return (
    <div className={styles.root} data-block="marketing-form">
      {block.heading && <h2 id={headingId}>{block.heading}</h2>}
      {block.text && <p>{block.text}</p>}
      <LazySiteForm formId={block.form} definition={definition} captchaSiteKey={env.hcaptcha?.siteKey} labelledBy={block.heading ? headingId : undefined} />
    </div>
  )
}
