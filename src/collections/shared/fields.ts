import type { Field, FieldHook } from 'payload'

import { MetaDescriptionField, MetaImageField, MetaTitleField, OverviewField, PreviewField } from '@payloadcms/plugin-seo/fields'

import { DESCRIPTION_MAX, TITLE_MAX } from '@/lib/seo/titles'
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

/**
 * The SEO group, from @payloadcms/plugin-seo's fields: an overview, generate
 * buttons (see seoPlugin in payload.config.ts) and a search-result preview,
 * plus our noindex switch. Same columns as before: meta.title, .description, .image.
 */
const seoLimits = { titleOverrides: { minLength: 10, maxLength: TITLE_MAX }, descriptionOverrides: { minLength: 50, maxLength: DESCRIPTION_MAX } }

export const seoFields: Field = {
  name: 'meta',
  label: 'SEO',
  type: 'group',
  fields: [
    OverviewField({ titlePath: 'meta.title', descriptionPath: 'meta.description', imagePath: 'meta.image', ...seoLimits }),
    MetaTitleField({ hasGenerateFn: true, overrides: { localized: false, admin: { description: 'Defaults to the document title.' } } }),
    MetaDescriptionField({ hasGenerateFn: true, overrides: { localized: false, maxLength: 300 } }),
    MetaImageField({
      relationTo: 'media',
      overrides: { localized: false, admin: { description: 'The social card; one is generated from the title when empty.' } },
    }),
    PreviewField({ hasGenerateFn: true, titlePath: 'meta.title', descriptionPath: 'meta.description' }),
    { name: 'noindex', type: 'checkbox', defaultValue: false, admin: { description: 'Keep this page out of search engines and the sitemap.' } },
  ],
}

/** The content check's report in the sidebar (no data stored). */
export const contentCheckField: Field = {
  name: 'contentCheck',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '/src/components/admin/ContentCheckPanel.client#ContentCheckPanel' } },
}
