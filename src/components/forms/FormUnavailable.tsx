import type { ReactNode } from 'react'

import { ButtonLink } from '@/components/ButtonLink'
import { SITE_PATHS } from '@/lib/pages'

/**
 * What a form that cannot take submissions here shows instead of its fields, before anyone types
 * (in production without a captcha: lib/forms/captchaPolicy): that it is unavailable, in plain words, and
 * the way to reach sales, as the voice AI demo block does in the same case. A server component: the
 * form's own code is never sent.
 */
export function FormUnavailable({ children }: { children: ReactNode }) {
  return (
    <div data-form-unavailable>
      <p role="note">{children}</p>
      <ButtonLink href={SITE_PATHS.contactSales}>Talk to our team</ButtonLink>
    </div>
  )
}
