/**
 * A form field's look, from its own module: the wrapper (a label, a div or a fieldset holding the label and
 * control) takes fieldClass(); its hint and error take FIELD_PARTS; a form's error and confirmation take
 * FORM_MESSAGES. Tool fields (the calculators', the number search's) are roomier.
 */
import styles from './Field.module.css'

export type FieldLook = {
  /** A checkbox beside its label, or a group of choices (radios) under a legend. */
  kind?: 'checkbox' | 'choices'
  /** The calculators' and the number search's look: bold labels, 44 px controls, no margin of its own. */
  tool?: boolean
}

export function fieldClass({ kind, tool = false }: FieldLook = {}): string {
  return [styles.field, kind && styles[kind], tool && styles.tool].filter(Boolean).join(' ')
}

export const FIELD_PARTS = { hint: styles.hint, error: styles.error } as const

export const FORM_MESSAGES = { error: styles.formError, done: styles.formDone } as const
