/** Page titles (spec §2): a non-default locale prefixes the country name, a page number above 1 prefixes "Page N". */
import { firstParagraphText, richTextToPlainText } from '../richText'

import { findLocale } from '../pages'

export type TitleContext = { locale?: string | null; page?: number }

export function pageTitle(base: string, { locale, page = 1 }: TitleContext = {}): string {
  const parts: string[] = []
  const found = findLocale(locale)
  if (found && !found.isDefault) parts.push(found.name)
  if (page > 1) parts.push(`Page ${page}`)
  parts.push(base)
  return parts.join(' | ')
}

/** Search engines cut titles near 60 and descriptions near 160 characters. */
export const TITLE_MAX = 60
export const DESCRIPTION_MAX = 160

/** Text cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function shorten(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  const boundary = cut.lastIndexOf(' ')
  return `${(boundary > max / 2 ? cut.slice(0, boundary) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}

type TextSource = { title?: unknown; summary?: unknown; layout?: unknown }

/** The admin's generated SEO title: the document title, cut to what search results show. */
export function defaultSeoTitle(doc: TextSource): string {
  return typeof doc.title === 'string' ? shorten(doc.title, TITLE_MAX) : ''
}

/** The admin's generated SEO description: the summary, the hero's text, or the first paragraph of a Rich text block. */
export function defaultSeoDescription(doc: TextSource): string {
  const hero = Array.isArray(doc.layout) ? (doc.layout as { blockType?: string; text?: unknown }[]).find((b) => b.blockType === 'hero') : undefined
  // The hero's text is rich text (older data: a string); either reads as plain text.
  const candidates = [
    doc.summary,
    richTextToPlainText(hero?.text),
    ...(Array.isArray(doc.layout) ? (doc.layout as { content?: unknown }[]).map((b) => firstParagraphText(b.content)) : []),
  ]
  const text = candidates.find((c): c is string => typeof c === 'string' && c.trim().length > 0)
  return text ? shorten(text, DESCRIPTION_MAX) : ''
}
