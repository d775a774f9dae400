import { BoldFeature, InlineToolbarFeature, ItalicFeature, LinkFeature, ParagraphFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { ArrayField, CollectionSlug, Field, RichTextField, TextFieldSingleValidation } from 'payload'

import { linkProblem, ROUTED_COLLECTIONS } from '@/lib/pages'

import { arrayRowLabel, buttonKindOptions } from './adminUi'

/** Refuses words where an address belongs (lib/pages/links linkProblem); an empty optional link is fine. */
export const validateLink: TextFieldSingleValidation = (value, { required }) => {
  if (typeof value !== 'string' || !value.trim()) return required ? 'Type where the link goes, e.g. /pricing.' : true
  return linkProblem(value) ?? true
}

/** A link a marketer types: a path on this site, a `#hash`, `tel:` or a full address. */
export function linkFields(required = true): Field[] {
  return [
    { name: 'label', label: 'Text', type: 'text', required },
    {
      name: 'href',
      label: 'Link',
      type: 'text',
      required,
      validate: validateLink,
      admin: { description: 'A page path like /pricing, #faq for a section of this page, tel:+1… or a full web address (https://…).' },
    },
  ]
}

/** A list of call-to-action buttons. */
export const ctaButtonsField = (name = 'buttons'): ArrayField => ({
  name,
  label: 'Buttons',
  labels: { singular: 'Button', plural: 'Buttons' },
  type: 'array',
  maxRows: 3,
  admin: { description: 'Up to three, in reading order; usually one Main button first.', components: { RowLabel: arrayRowLabel('Button', ['label']) } },
  fields: [...linkFields(), { name: 'kind', label: 'Style', type: 'select', options: buttonKindOptions(), defaultValue: 'primary', required: true }],
})

/** The collections a rich-text link may point at: the ones with public addresses (each has a `path`). */
const LINKABLE_COLLECTIONS: CollectionSlug[] = [...ROUTED_COLLECTIONS]

/**
 * The small editor of text a marketer formats inside a block: paragraphs,
 * bold, italic and links. No "open in new tab" option: the site's link rules
 * decide (external links always open in a new tab).
 */
const inlineEditor = lexicalEditor({
  features: [
    ParagraphFeature(),
    BoldFeature(),
    ItalicFeature(),
    LinkFeature({
      enabledCollections: LINKABLE_COLLECTIONS,
      fields: ({ defaultFields }) => defaultFields.filter((field) => field.name !== 'newTab'),
    }),
    InlineToolbarFeature(),
  ],
})

/** A short formatted text (bold, italic, links), rendered with components/RichText. */
export function inlineRichTextField(name: string, options: Pick<RichTextField, 'required' | 'label' | 'admin'> = {}): RichTextField {
  return {
    name,
    type: 'richText',
    editor: inlineEditor,
    ...options,
    admin: { description: 'Select words to make them bold or italic, or to link them to a page or an address.', ...options.admin },
  }
}
