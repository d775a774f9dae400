/**
 * What an admin row (a block in a layout, a card, a question) is called in
 * its collapsed header: the words a marketer typed, so a long layout reads
 * like an outline instead of "Hero 01, Section 02, …".
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

const BLOCK_NODES = new Set(['paragraph', 'heading', 'list', 'listitem', 'quote'])

function lexicalText(node: unknown, out: string[]): void {
  if (!isRecord(node)) return
  if (typeof node.text === 'string') out.push(node.text)
  if (isRecord(node.root)) lexicalText(node.root, out)
  if (Array.isArray(node.children)) {
    for (const child of node.children) {
      lexicalText(child, out)
      // Paragraphs, headings and list items end with a space, so their words do not run together.
      if (isRecord(child) && typeof child.type === 'string' && BLOCK_NODES.has(child.type)) out.push(' ')
    }
  }
}

/** A field value as one line of plain text: a string, a number, or the words of Lexical rich text. */
export function plainText(value: unknown): string {
  if (typeof value === 'string') return value.replace(/\s+/g, ' ').trim()
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  const out: string[] = []
  lexicalText(value, out)
  return out.join('').replace(/\s+/g, ' ').trim()
}

export type RowTitleOptions = {
  /** Join every non-empty field with this (e.g. a stat's value and label); by default the first non-empty field wins. */
  join?: string
  /** Longer titles end in "…". */
  maxLength?: number
}

/** The row's title from the first of `fields` that has text (or all of them joined), or undefined. */
export function rowTitle(data: unknown, fields: readonly string[], { join, maxLength = 80 }: RowTitleOptions = {}): string | undefined {
  if (!isRecord(data)) return undefined
  const texts = fields.map((field) => plainText(data[field])).filter(Boolean)
  const title = join === undefined ? texts[0] : texts.join(join)
  if (!title) return undefined
  return title.length > maxLength ? `${title.slice(0, maxLength - 1).trimEnd()}…` : title
}

/** "A/B pricing-cta · B" for a block that is a variant of an experiment. */
export function experimentTag(data: unknown): string | undefined {
  if (!isRecord(data) || !isRecord(data.experiment)) return undefined
  const { key, variant } = data.experiment
  if (typeof key !== 'string' || !key) return undefined
  return `A/B ${key} · ${typeof variant === 'string' && variant ? variant : 'A'}`
}
