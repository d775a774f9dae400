/**
 * How blocks look in the admin's page builder: the picker's groups and
 * thumbnails, and the row labels that title each block and list row with
 * what the marketer typed. Each block's description and group are written once,
 * in its own config.ts (defineBlock); this file only holds the shared shape.
 */
import type { Block, Field, PayloadComponent, RowLabelComponent } from 'payload'

import { BUTTON_KINDS, SECTION_BACKGROUNDS, type ButtonKind, type SectionBackground } from '@/lib/design'

/** The picker's sections, in the order the drawer shows them (schemas.ts sorts `layoutBlocks` by it). */
export const BLOCK_GROUPS = {
  layout: 'Layout',
  textAndMedia: 'Text & media',
  conversion: 'Conversion',
  pricing: 'Pricing & products',
  lists: 'Lists',
} as const
export type BlockGroup = (typeof BLOCK_GROUPS)[keyof typeof BLOCK_GROUPS]

/**
 * A layout longer than this opens as an outline: every block row collapsed, titled with what it holds, so a
 * long page opens at once (60 open blocks kept the first field from taking a letter for 2–3 s) and reads as
 * its structure; a row opens from its toggle, "Show all", or a click on its block in the preview. The rule
 * applies when the document is opened with no collapsed rows remembered for it; a block added is open.
 * Payload reads it through a patch (scripts/patch-payload.mjs, isRowCollapsed).
 */
export const OUTLINE_ABOVE_BLOCKS = 12

/** The admin options of a page's (or document body's) block layout: its help, and the outline rule above. */
export function layoutAdmin(description: string): { description: string; custom: { collapseRowsAbove: number } } {
  return { description, custom: { collapseRowsAbove: OUTLINE_ABOVE_BLOCKS } }
}

/** Served by Next from public/admin/blocks (scripts/blockThumbnails.ts draws them). */
export const blockThumbnailUrl = (slug: string): string => `/admin/blocks/${slug}.svg`

/** A block's one-line description (defineBlock writes it as its thumbnail's alt text). */
export function blockDescription(block: Block): string | undefined {
  const thumbnail = block.admin?.images?.thumbnail
  return typeof thumbnail === 'object' ? thumbnail.alt : undefined
}

/** The block's singular label as written in its config (every block has a plain-string one). */
export function blockLabel(block: Block): string {
  const singular = block.labels?.singular
  return typeof singular === 'string' ? singular : block.slug
}

/** Fields whose words name a row best, tried first; the other text fields follow in their order. */
const TITLE_FIELDS = ['heading', 'title', 'name', 'question', 'label', 'item']
const TEXT_TYPES = new Set(['text', 'textarea', 'richText'])

function textFieldNames(fields: readonly Field[]): string[] {
  return fields.flatMap((field) => {
    // Rows and collapsibles only arrange fields: their data sits at this level.
    if (!('name' in field) && 'fields' in field) return textFieldNames(field.fields)
    return 'name' in field && TEXT_TYPES.has(field.type) ? [field.name] : []
  })
}

/** The fields a row label reads, best first: heading, title…, then the first text fields. */
export function rowTitleFields(fields: readonly Field[]): string[] {
  const names = textFieldNames(fields)
  return [...TITLE_FIELDS.filter((name) => names.includes(name)), ...names.filter((name) => !TITLE_FIELDS.includes(name))]
}

/** The collapsed-row header of a block: its number, type, heading (or first text) and A/B test. */
export function blockRowLabel(block: Block): PayloadComponent {
  return {
    path: '/src/components/admin/BlockRowLabel.client#BlockRowLabel',
    clientProps: { blockLabel: blockLabel(block), titleFields: rowTitleFields(block.fields) },
  }
}

/** The header of an array row: "Card 02: Global reach" instead of "Card 02". */
export function arrayRowLabel(label: string, titleFields: readonly string[], join?: string): RowLabelComponent {
  return {
    path: '/src/components/admin/ArrayRowLabel.client#ArrayRowLabel',
    clientProps: join === undefined ? { label, titleFields } : { label, titleFields, join },
  }
}

/** Background colours as a marketer picks them: what each looks like, and which turn the text light. */
const BACKGROUND_LABELS: Record<SectionBackground, string> = {
  black: 'Black (text turns light)',
  blue: 'Dark blue (text turns light)',
  citron: 'Citron (bright yellow-green)',
  cream: 'Cream (the usual light background)',
  green: 'Green',
  tan: 'Tan (warm beige)',
  none: 'None (what is behind shows through)',
}
export const sectionBackgroundOptions = () => SECTION_BACKGROUNDS.map((value) => ({ value, label: BACKGROUND_LABELS[value] }))

/** Button styles by what they look like, not their code names. */
const BUTTON_KIND_LABELS: Record<ButtonKind, string> = {
  primary: 'Main: filled, the action you want most',
  secondary: 'Secondary: outlined',
  list: 'List row: full width with an arrow',
  social: 'Round icon button',
  microsoft: 'Microsoft sign-in style',
  text: 'Text link: underlined, no box',
}
export const buttonKindOptions = () => BUTTON_KINDS.map((value) => ({ value, label: BUTTON_KIND_LABELS[value] }))
