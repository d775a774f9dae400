/** The server's zod schema for a form definition (lib/forms/forms): the same constraints the browser checks. */
import { z } from 'zod'

import { CARRIED_MAX_LENGTH, type FormDefinition, type FormField } from './formDefinition'

function fieldSchema(field: FormField): z.ZodType {
  if (field.kind === 'url-list') {
    return z.array(z.string().trim().max(2048).url('must be an address')).max(20).optional()
  }
  let text = z.string().trim().max(field.maxLength, `must be at most ${field.maxLength} characters`)
  if (field.minLength) text = text.min(field.minLength, `must have at least ${field.minLength} characters`)
  if (field.kind === 'email') text = text.email('must be an e-mail address')
  if (field.kind === 'select' && field.options) {
    const values = field.options.map((o) => o.value) as [string, ...string[]]
    return field.required ? z.enum(values, { message: 'is required' }) : z.enum(values).optional()
  }
  if (!field.required) return text.optional()
  return field.minLength ? text : text.min(1, 'is required')
}

export function formSchema(definition: FormDefinition) {
  const shape: Record<string, z.ZodType> = {}
  for (const name of definition.carries ?? [])
    shape[name] = z.string().trim().max(CARRIED_MAX_LENGTH, `must be at most ${CARRIED_MAX_LENGTH} characters`).optional()
  for (const field of definition.fields) shape[field.name] = fieldSchema(field)
  return z.object({
    ...shape,
    /** The page the form was sent from, for the marketing service's context. */
    pageUri: z.string().max(2048).optional(),
    pageName: z.string().max(300).optional(),
  })
}
