/**
 * What an admin row (a block in a layout, a card, a question) is called in
 * its collapsed header: the words a marketer typed, so a long layout reads
 * like an outline instead of "Hero 01, Section 02, …".
 */
import { isRecord, richTextToPlainText } from '../richText'

/** A field value as one line of plain text: a string, a number, or the words of Lexical rich text. */
export function plainText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return richTextToPlainText(value).replace(/\s+/g, ' ').trim()
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
