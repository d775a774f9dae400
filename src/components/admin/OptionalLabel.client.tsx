'use client'
import { FieldLabel } from '@payloadcms/ui'
import type { TextFieldLabelClientComponent } from 'payload'

/**
 * A field's label without the "required" asterisk, for a field that is
 * required in the data but may be left empty in the form because a hook fills
 * it (the slug, made from the title): the asterisk would say the opposite of
 * the field's description.
 */
export const OptionalLabel: TextFieldLabelClientComponent = ({ field, path }) => <FieldLabel label={field?.label || undefined} path={path} required={false} />
