import type { CollectionSlug, Field, FieldHook, PayloadRequest, TextFieldSingleValidation } from 'payload'

import { MetaDescriptionField, MetaImageField, MetaTitleField, OverviewField, PreviewField } from '@payloadcms/plugin-seo/fields'

import { DESCRIPTION_MAX, TITLE_MAX } from '@/lib/seo'
import { expectedPath, adminEditUrl } from '@/lib/pages'
import { pathHolder } from '@/lib/pages/data'
import { slugFrom, slugify } from '@/lib/slug'

const titleOf = (data: unknown): unknown => (typeof data === 'object' && data !== null && 'title' in data ? data.title : undefined)

/** Fills an empty slug from the title, and normalises a typed one, by the spec's slug rule. */
const formatSlug: FieldHook = ({ value, data, originalDoc }) => slugFrom(value, titleOf(data) ?? titleOf(originalDoc)) || value

/**
 * Accepts what the hook will turn into a slug. Payload runs beforeValidate
 * hooks before validation on save, so the server always sees the final slug;
 * the admin's form checks the raw input (no hooks), where an empty slug with
 * a title, or "My Page", is fine because saving makes it "my-page".
 */
const validateSlug: TextFieldSingleValidation = async (value, { data, req, id, collectionSlug }) => {
  const typed = typeof value === 'string' ? value.trim() : ''
  if (typed && !slugify(typed)) return 'Use letters, digits and hyphens, e.g. sms-pricing.'
  const title = titleOf(data)
  if (!typed && !(typeof title === 'string' && slugify(title))) return 'Type a slug, or give the page a title to make one from.'
  return addressTaken(req, collectionSlug, id, { ...(data as object), slug: value })
}

/**
 * A taken address, said on the slug field itself (issue 30): which document holds it and where to
 * edit it, instead of the database's "The following field is invalid: path" on a field no one sees.
 * The unique index on path still refuses two saves racing for one address.
 */
async function addressTaken(
  req: PayloadRequest | undefined,
  collection: string | undefined,
  id: number | string | undefined,
  form: object,
): Promise<string | true> {
  const path = collection ? expectedPath(collection, form) : undefined
  if (!path || !collection || !req?.payload || !(collection in req.payload.collections)) return true
  const holder = await pathHolder(req, collection as CollectionSlug, path, id)
  if (!holder) return true
  const name = typeof holder.title === 'string' && holder.title ? `“${holder.title}”` : `document ${holder.id}`
  return `The address ${path} is already used by ${name} (${adminEditUrl(collection, holder.id)}). Choose another slug, or move that one first.`
}

export function slugField(): Field {
  return {
    name: 'slug',
    label: 'Address (slug)',
    type: 'text',
    index: true,
    // Always filled (the hook runs before validation), so the data and its types say required; in the
    // form it may be left empty, so its label shows no asterisk and validateSlug accepts empty-with-a-title.
    required: true,
    admin: {
      position: 'sidebar',
      components: { Label: '/src/components/admin/OptionalLabel.client#OptionalLabel', Error: '/src/components/admin/AddressError.client#AddressError' },
      description:
        'The last part of the page’s address, e.g. sms-pricing. Leave it empty to make it from the title. Changing it on a published page moves the page and leaves a redirect from the old address.',
    },
    hooks: { beforeValidate: [formatSlug] },
    validate: validateSlug,
  }
}

/** The public path, computed from the slug (and family) before every save. */
export function pathField(): Field {
  return {
    name: 'path',
    type: 'text',
    unique: true,
    index: true,
    label: 'Full address',
    // Made from the slug (and the page type) on every save; the "Public address" panel shows it with Open and Preview.
    admin: { position: 'sidebar', readOnly: true, hidden: true },
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

/** "Public address" in the sidebar: the document's address on the site, with Open and Preview (no data stored). */
/**
 * Renders nothing: asks again for the fields of a block or array row that Payload's form left
 * loading (lib/editor/stuckRows.ts). On every form with a block layout.
 */
export const stuckRowRescueField: Field = {
  name: 'stuckRowRescue',
  type: 'ui',
  admin: { components: { Field: '/src/components/admin/StuckRowRescue.client#StuckRowRescue' } },
}

export const publicAddressField: Field = {
  name: 'publicAddress',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '/src/components/admin/PublicAddress#PublicAddress' } },
}
