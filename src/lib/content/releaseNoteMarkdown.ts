/**
 * Release notes written as Markdown (spec: markdown fetch timeout 10 000 ms).
 * An optional front-matter block names the fields; otherwise the first
 * `# heading` is the title and the first paragraph the summary.
 *
 *   ---
 *   title: Voice API: call recording in stereo
 *   product: voice-api
 *   released: 2026-11-02
 *   summary: One sentence for the list.
 *   slug: voice-api-stereo-recording
 *   ---
 *   Body in Markdown…
 */
import { slugify } from '../slug'

export const MARKDOWN_TIMEOUT_MS = 10_000
/** A release note is a page of text: anything larger is not one. */
export const MARKDOWN_MAX_BYTES = 512 * 1024
export const DEFAULT_PRODUCT = 'platform'

export type ParsedReleaseNote = { title: string; slug: string; product: string; releasedAt: string; summary: string; body: string }
export type ParseResult = { ok: true; note: ParsedReleaseNote } | { ok: false; error: string }

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/

function frontMatter(text: string): { fields: Record<string, string>; rest: string } {
  const match = FRONT_MATTER.exec(text)
  if (!match) return { fields: {}, rest: text }
  const fields: Record<string, string> = {}
  for (const line of match[1].split(/\r?\n/)) {
    const at = line.indexOf(':')
    if (at <= 0) continue
    const key = line.slice(0, at).trim().toLowerCase()
    const value = line
      .slice(at + 1)
      .trim()
      .replace(/^(["'])(.*)\1$/, '$2')
    if (value) fields[key] = value
  }
  return { fields, rest: text.slice(match[0].length) }
}

/** Markdown reduced to plain text, for the summary. */
function plain(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

function firstParagraph(markdown: string): string | undefined {
  for (const block of markdown.split(/\r?\n\s*\r?\n/)) {
    const text = block.trim()
    if (text && !/^(#|[-*+] |\d+\. |```|>|\|)/.test(text)) return plain(text)
  }
  return undefined
}

function isoDate(value: string | undefined, today: Date): string | undefined {
  if (!value) return today.toISOString()
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}

export function parseReleaseNoteMarkdown(source: string, today = new Date()): ParseResult {
  const text = source.replace(/^\uFEFF/, '')
  const { fields, rest } = frontMatter(text)
  let body = rest
  let title = fields.title
  if (!title) {
    const heading = /^#\s+(.+?)\s*#*\s*$/m.exec(body)
    if (heading) {
      title = plain(heading[1])
      body = body.replace(heading[0], '')
    }
  }
  if (!title) return { ok: false, error: 'The document has no title: add a "title:" front-matter line or a "# Heading"' }
  const releasedAt = isoDate(fields.released ?? fields.date, today)
  if (!releasedAt) return { ok: false, error: `The release date "${fields.released ?? fields.date}" is not a date` }
  body = body.trim()
  const summary = fields.summary ?? firstParagraph(body) ?? title
  const slug = slugify(fields.slug ?? title)
  if (!slug) return { ok: false, error: 'The title gives no usable slug: add a "slug:" front-matter line' }
  return { ok: true, note: { title, slug, product: fields.product ?? DEFAULT_PRODUCT, releasedAt, summary, body } }
}
