import type { Field, FieldHook } from 'payload'

import { isValidSlug, slugify } from '@/lib/slug'

/** Fills an empty slug from the title, and normalises a typed one, by the spec's slug rule. */
const formatSlug: FieldHook = ({ value, data, originalDoc }) => {
  if (typeof value === 'string' && value.length > 0) return slugify(value)
  const title = data?.title ?? originalDoc?.title
  return typeof title === 'string' ? slugify(title) : value
}

export function slugField(): Field {
  return {
    name: 'slug',
    type: 'text',
    index: true,
    required: true,
    admin: { position: 'sidebar', description: 'Made from the title when left empty.' },
    hooks: { beforeValidate: [formatSlug] },
    validate: (value: unknown) =>
      (typeof value === 'string' && isValidSlug(value)) || 'Use lower-case letters, digits and hyphens only.',
  }
}

/** The public path, computed from the slug (and family) before every save. */
export function pathField(): Field {
  return {
    name: 'path',
    type: 'text',
    unique: true,
    index: true,
    admin: { position: 'sidebar', readOnly: true, description: 'Where the document is served.' },
  }
}

export const seoFields: Field = {
  name: 'meta',
  label: 'SEO',
  type: 'group',
  fields: [
    { name: 'title', type: 'text', admin: { description: 'Defaults to the document title.' } },
    { name: 'description', type: 'textarea', maxLength: 300 },
    { name: 'image', type: 'upload', relationTo: 'media', admin: { description: 'The social card; one is generated from the title when empty.' } },
    { name: 'noindex', type: 'checkbox', defaultValue: false, admin: { description: 'Keep this page out of search engines and the sitemap.' } },
  ],
}
