/**
 * The publish-time content check (pure). `scanDocument` finds what a
 * document refers to, by walking its field schema alongside its data, so each
 * finding names the exact field; `checkContent` judges the findings against
 * facts about the published site. Broken internal links and rich-text links
 * without a destination are errors (they block a publish); the rest are warnings.
 */
import { classifyLink, APP_ROUTE_PATHS, normalisePath } from '../pages'
import { contradictions, formatUsd, type PriceEntry, type SummaryRow } from '../pricing'
import { nodeText } from '../richText'
import { DESCRIPTION_MAX, TITLE_MAX } from './titles'

/** Prefixes never judged: the API (uploads, feeds), the admin and Next's assets. */
const UNCHECKED_PREFIXES = ['/api/', '/admin', '/_next/']

export type Severity = 'error' | 'warning'
export type Rule =
  | 'broken-link'
  | 'empty-link'
  | 'missing-alt'
  | 'duplicate-path'
  | 'duplicate-title'
  | 'title-too-long'
  | 'description-too-long'
  | 'hero-placement'
  | 'empty-section'
  | 'duplicate-anchor'
  | 'price-contradicts-list'
  | 'price-typed'
/** `field` is a Payload field path such as `layout.2.buttons.0.href`. */
export type Finding = { severity: Severity; rule: Rule; field: string; message: string }

export type LinkUse = { href: string; field: string }
export type DocumentLinkUse = { relationTo: string; id: number | string; field: string }
export type MediaUse = { id: number | string; field: string }
/** A rich-text link with no destination: a custom link without an address, an internal link without a document. */
export type EmptyLinkUse = { text: string; field: string }
export type DocumentScan = { links: LinkUse[]; documentLinks: DocumentLinkUse[]; emptyLinks: EmptyLinkUse[]; media: MediaUse[] }

/** The part of Payload's field schema the scan needs (Payload's own `Field` fits it). */
export type FieldSchema = {
  type: string
  name?: string
  relationTo?: string | readonly string[]
  fields?: readonly FieldSchema[]
  tabs?: readonly { name?: string; fields: readonly FieldSchema[] }[]
  blocks?: readonly { slug: string; fields: readonly FieldSchema[] }[]
}

type Data = Record<string, unknown>
const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value)
const join = (base: string, name: string | number) => (base ? `${base}.${name}` : String(name))

function idOf(value: unknown): number | string | undefined {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (isRecord(value) && (typeof value.id === 'number' || typeof value.id === 'string')) return value.id
  return undefined
}

/** Links and images inside Lexical rich text. */
function scanLexical(node: unknown, field: string, scan: DocumentScan) {
  if (!isRecord(node)) return
  if (node.type === 'link' || node.type === 'autolink') {
    const f = isRecord(node.fields) ? node.fields : {}
    const doc = isRecord(f.doc) ? f.doc : undefined
    const id = doc ? idOf(doc.value) : undefined
    if (f.linkType === 'internal') {
      if (typeof doc?.relationTo === 'string' && id !== undefined) scan.documentLinks.push({ relationTo: doc.relationTo, id, field })
      else scan.emptyLinks.push({ text: nodeText(node).trim(), field })
    } else if (typeof f.url === 'string' && f.url.trim()) scan.links.push({ href: f.url, field })
    else scan.emptyLinks.push({ text: nodeText(node).trim(), field })
  }
  if (node.type === 'upload' && node.relationTo === 'media') {
    const id = idOf(node.value)
    if (id !== undefined) scan.media.push({ id, field })
  }
  for (const child of [node.root, ...(Array.isArray(node.children) ? node.children : [])]) scanLexical(child, field, scan)
}

function scanFields(fields: readonly FieldSchema[], data: Data, base: string, scan: DocumentScan) {
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs ?? []) {
        if (!tab.name) scanFields(tab.fields, data, base, scan)
        else if (isRecord(data[tab.name])) scanFields(tab.fields, data[tab.name] as Data, join(base, tab.name), scan)
      }
      continue
    }
    if (!field.name) {
      // row, collapsible: layout only, the data is at this level.
      if (field.fields) scanFields(field.fields, data, base, scan)
      continue
    }
    const value = data[field.name]
    const at = join(base, field.name)
    if (value === undefined || value === null) continue
    switch (field.type) {
      case 'text':
        if (field.name === 'href' && typeof value === 'string') scan.links.push({ href: value, field: at })
        break
      case 'upload':
        if (field.relationTo === 'media') {
          const values = Array.isArray(value) ? value : [value]
          values.forEach((v, i) => {
            const id = idOf(v)
            if (id !== undefined) scan.media.push({ id, field: Array.isArray(value) ? join(at, i) : at })
          })
        }
        break
      case 'richText':
        scanLexical(value, at, scan)
        break
      case 'group':
        if (isRecord(value)) scanFields(field.fields ?? [], value, at, scan)
        break
      case 'array':
        if (Array.isArray(value)) value.forEach((row, i) => isRecord(row) && scanFields(field.fields ?? [], row, join(at, i), scan))
        break
      case 'blocks':
        if (Array.isArray(value))
          value.forEach((row, i) => {
            const block = isRecord(row) ? field.blocks?.find((b) => b.slug === row.blockType) : undefined
            if (block && isRecord(row)) scanFields(block.fields, row, join(at, i), scan)
          })
        break
    }
  }
}

export function scanDocument(fields: readonly FieldSchema[], data: Data): DocumentScan {
  const scan: DocumentScan = { links: [], documentLinks: [], emptyLinks: [], media: [] }
  scanFields(fields, data, '', scan)
  return scan
}

/**
 * The path an internal link points at, or undefined when it is not a page link
 * to judge: external, a hash, tel:/data:, or under an unchecked prefix.
 */
export function linkedPath(href: string, siteUrl: string): string | undefined {
  const value = href.trim()
  if (classifyLink(value, siteUrl) !== 'internal' || /^(tel|mailto|data):/i.test(value)) return undefined
  let pathname = value
  if (!value.startsWith('/')) {
    try {
      pathname = new URL(value).pathname
    } catch {
      return undefined
    }
  }
  if (UNCHECKED_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return undefined
  return normalisePath(pathname)
}

export type ContentFacts = {
  siteUrl: string
  /** Every published document path, plus the app's own routes. */
  publishedPaths: ReadonlySet<string>
  redirectSources: ReadonlySet<string>
  /** `${collection}:${id}` of every published document. */
  publishedDocuments: ReadonlySet<string>
  /** Alt text of each referenced image (absent: the image no longer exists). */
  mediaAlt: ReadonlyMap<string, string>
  /** Documents elsewhere with the same path, e.g. "customer-stories #4". */
  samePath: readonly string[]
  /** Other published documents with the same SEO title. */
  sameTitle: readonly string[]
  /** Every price of the price list: read only when the document has typed prices (`typedPriceRows`). */
  prices?: readonly PriceEntry[]
}

export type CheckedDocument = {
  path?: string | null
  seoTitle: string
  description?: string | null
  scan: DocumentScan
  /** The document's block layout, when it has one: judged by `checkLayout`. */
  layout?: unknown
}

const blockOf = (value: unknown): Data | undefined => (isRecord(value) && typeof value.blockType === 'string' ? value : undefined)
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const experimentKeyOf = (block: Data) => (isRecord(block.experiment) ? textOf(block.experiment.key) : '')

/**
 * Layout mistakes visible in the data (warnings: the page still renders). A Hero opens the page
 * and gives it its one main heading, so it comes first and only once; A/B variants of one Hero
 * (same experiment key) count as one. A Section with nothing in it draws an empty band. Two
 * Sections with one link name make the second unreachable by its link.
 */
export function checkLayout(layout: unknown, field = 'layout'): Finding[] {
  if (!Array.isArray(layout)) return []
  const findings: Finding[] = []
  const blocks = layout.map(blockOf)
  const heroSlots = new Set<string>()
  let contentBefore = false
  blocks.forEach((block, index) => {
    if (!block) return
    const at = join(field, index)
    if (block.blockType === 'hero') {
      const slot = experimentKeyOf(block) || at
      if (contentBefore) {
        findings.push({
          severity: 'warning',
          rule: 'hero-placement',
          field: at,
          message: `The Hero is block ${index + 1}: it opens the page, so move it to the top`,
        })
      } else if (heroSlots.size > 0 && !heroSlots.has(slot)) {
        findings.push({
          severity: 'warning',
          rule: 'hero-placement',
          field: at,
          message: `Block ${index + 1} is a second Hero: a page has one main heading, so use a Section with a heading instead`,
        })
      }
      heroSlots.add(slot)
      return
    }
    contentBefore = true
    if (block.blockType !== 'section') return
    const nested = Array.isArray(block.blocks) ? block.blocks.filter(blockOf) : []
    const image = isRecord(block.backgroundImage) ? block.backgroundImage.image : undefined
    if (nested.length === 0 && !textOf(block.heading) && !textOf(block.intro) && !image) {
      findings.push({ severity: 'warning', rule: 'empty-section', field: at, message: `Section ${index + 1} is empty: add blocks to it or remove it` })
    }
  })
  const anchors = new Map<string, number>()
  blocks.forEach((block, index) => {
    const anchor = block?.blockType === 'section' ? textOf(block.anchor) : ''
    if (!anchor) return
    const first = anchors.get(anchor)
    if (first === undefined) anchors.set(anchor, index)
    else
      findings.push({
        severity: 'warning',
        rule: 'duplicate-anchor',
        field: join(join(field, index), 'anchor'),
        message: `Sections ${first + 1} and ${index + 1} share the link name “${anchor}”: links to #${anchor} reach only the first`,
      })
  })
  return findings
}

/** Every pricing table's summary rows in a layout, at any depth (in sections, columns…), with each row's field path. */
export function pricingRowsIn(value: unknown, field = 'layout'): { field: string; row: SummaryRow }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => pricingRowsIn(item, join(field, index)))
  if (!isRecord(value)) return []
  if (value.blockType === 'pricingTable') {
    const rows = Array.isArray(value.rows) ? value.rows : []
    return rows.flatMap((row, index) => (isRecord(row) ? [{ field: join(join(field, 'rows'), index), row: row as SummaryRow }] : []))
  }
  return Object.entries(value).flatMap(([key, child]) => (typeof child === 'object' && child !== null ? pricingRowsIn(child, join(field, key)) : []))
}

/** Whether a layout holds a price typed by hand (rows saved before the price list count as typed). */
export const hasTypedPrices = (layout: unknown) => pricingRowsIn(layout).some(({ row }) => (row.source ?? 'typed') === 'typed')

/** A typed price the price list contradicts blocks the publish: the summary, the rates and the calculators would disagree. */
export function priceFindings(layout: unknown, prices: readonly PriceEntry[]): Finding[] {
  const rows = pricingRowsIn(layout)
  const contradicted = contradictions(
    rows.map(({ row }) => row),
    prices,
  )
  const errors = contradicted.map(({ index, item, listed }) => ({
    severity: 'error' as const,
    rule: 'price-contradicts-list' as const,
    field: join(rows[index].field, 'price'),
    message: `“${item}” costs ${listed.map(formatUsd).join(' or ')} in the price list, not ${rows[index].row.price}: choose the price from the list instead of typing it`,
  }))
  // A typed price the list agrees with (or does not hold) is not wrong today, but nothing keeps it in step: say so.
  const warnings = rows.flatMap(({ field, row }, index) =>
    (row.source ?? 'typed') === 'typed' && row.price && !contradicted.some((c) => c.index === index)
      ? [
          {
            severity: 'warning' as const,
            rule: 'price-typed' as const,
            field: join(field, 'price'),
            message: `“${row.item ?? ''}” has a price typed by hand: choose “A price from the price list” so it changes when the list does`,
          },
        ]
      : [],
  )
  return [...errors, ...warnings]
}

export function checkContent(doc: CheckedDocument, facts: ContentFacts): Finding[] {
  const findings: Finding[] = []
  if (facts.prices) findings.push(...priceFindings(doc.layout, facts.prices))
  const known = (path: string) => facts.publishedPaths.has(path) || facts.redirectSources.has(path) || APP_ROUTE_PATHS.includes(path)

  for (const link of doc.scan.links) {
    const path = linkedPath(link.href, facts.siteUrl)
    if (path !== undefined && !known(path)) {
      findings.push({ severity: 'error', rule: 'broken-link', field: link.field, message: `Broken internal link: ${link.href} (no published page at ${path})` })
    }
  }
  for (const link of doc.scan.documentLinks) {
    if (!facts.publishedDocuments.has(`${link.relationTo}:${link.id}`)) {
      findings.push({
        severity: 'error',
        rule: 'broken-link',
        field: link.field,
        message: `Broken internal link: ${link.relationTo} #${link.id} is not published`,
      })
    }
  }
  for (const link of doc.scan.emptyLinks) {
    const name = link.text ? `The link “${link.text}”` : 'A link'
    findings.push({
      severity: 'error',
      rule: 'empty-link',
      field: link.field,
      message: `${name} in ${link.field} has no destination: choose a document or enter an address`,
    })
  }
  for (const image of doc.scan.media) {
    const alt = facts.mediaAlt.get(String(image.id))
    if (alt === undefined) findings.push({ severity: 'warning', rule: 'missing-alt', field: image.field, message: `Image #${image.id} no longer exists` })
    else if (!alt.trim()) findings.push({ severity: 'warning', rule: 'missing-alt', field: image.field, message: `Image #${image.id} has no alt text` })
  }
  if (doc.path && facts.samePath.length > 0) {
    findings.push({ severity: 'warning', rule: 'duplicate-path', field: 'slug', message: `${doc.path} is also the address of ${facts.samePath.join(', ')}` })
  }
  if (doc.path && facts.redirectSources.has(doc.path)) {
    findings.push({
      severity: 'warning',
      rule: 'duplicate-path',
      field: 'slug',
      message: `${doc.path} is the source of a redirect, so visitors never reach this page`,
    })
  }
  if (facts.sameTitle.length > 0) {
    findings.push({
      severity: 'warning',
      rule: 'duplicate-title',
      field: 'meta.title',
      message: `The title "${doc.seoTitle}" is also used by ${facts.sameTitle.join(', ')}`,
    })
  }
  if (doc.seoTitle.length > TITLE_MAX) {
    findings.push({
      severity: 'warning',
      rule: 'title-too-long',
      field: 'meta.title',
      message: `The title has ${doc.seoTitle.length} characters; search results show about ${TITLE_MAX}`,
    })
  }
  const description = doc.description ?? ''
  if (description.length > DESCRIPTION_MAX) {
    findings.push({
      severity: 'warning',
      rule: 'description-too-long',
      field: 'meta.description',
      message: `The description has ${description.length} characters; search results show about ${DESCRIPTION_MAX}`,
    })
  }
  findings.push(...checkLayout(doc.layout))
  return findings
}
