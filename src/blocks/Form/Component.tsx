import { MARKETING_FORMS } from '@/lib/forms'

import type { BlockProps } from '../types'

/**
 * The marketing form's fields, rendered on the server. Submission is wired by
 * the API issue (POST /api/forms/{form}); until then the form posts there.
 */
export function Form({ block }: BlockProps<'form'>) {
  const definition = MARKETING_FORMS[block.form]
  const id = `form-${block.id ?? block.form}`
  const asksForCompany = block.form === 'contact-sales' || block.form === 'signup'
  return (
    <div className="marketing-form">
      {block.heading && <h2 id={`${id}-heading`}>{block.heading}</h2>}
      {block.text && <p>{block.text}</p>}
      <form method="post" action={`/api/forms/${block.form}`} aria-labelledby={block.heading ? `${id}-heading` : undefined}>
        {block.form !== 'resource-center-email-signup' && (
          <p className="field">
            <label htmlFor={`${id}-name`}>Full name</label>
            <input id={`${id}-name`} name="name" autoComplete="name" required />
          </p>
        )}
        <p className="field">
          <label htmlFor={`${id}-email`}>Work e-mail</label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
        </p>
        {asksForCompany && (
          <p className="field">
            <label htmlFor={`${id}-company`}>Company</label>
            <input id={`${id}-company`} name="company" autoComplete="organization" />
          </p>
        )}
        {block.form === 'contact-sales' && (
          <p className="field">
            <label htmlFor={`${id}-message`}>How can we help?</label>
            <textarea id={`${id}-message`} name="message" rows={4} />
          </p>
        )}
        <button type="submit" className="button button--primary button--on-light">
          {definition.submitLabel}
        </button>
      </form>
    </div>
  )
}
