/**
 * Lexical editor state (the format of Payload's rich-text fields): built from
 * plain content by the seed, the fixtures and the migrations, and read back as
 * plain text where a string is needed (structured data, SEO descriptions).
 * Pure and unit-tested.
 */

export type RichNode = { type: 'h2' | 'h3'; text: string } | { type: 'p'; text: string } | { type: 'ul'; items: string[] }

type LexicalText = { type: 'text'; text: string; format: number; style: string; mode: 'normal'; detail: number; version: 1 }
type LexicalLinebreak = { type: 'linebreak'; version: 1 }
type LexicalElement = {
  type: string
  children: LexicalChild[]
  direction: 'ltr'
  format: ''
  indent: number
  version: number
  [extra: string]: unknown
}
type LexicalChild = LexicalElement | LexicalText | LexicalLinebreak
type LexicalRoot = { type: 'root'; children: LexicalElement[]; direction: 'ltr'; format: ''; indent: number; version: 1 }
export type LexicalState = { root: LexicalRoot }

/** Lexical's text format bits (its TextNode's IS_BOLD and IS_ITALIC). */
export const TEXT_FORMAT = { bold: 1, italic: 2 } as const

const text = (value: string, format = 0): LexicalText => ({ type: 'text', text: value, format, style: '', mode: 'normal', detail: 0, version: 1 })
const linebreak = (): LexicalLinebreak => ({ type: 'linebreak', version: 1 })

function element(type: string, children: LexicalChild[], extra: Record<string, unknown> = {}): LexicalElement {
  return { type, children, direction: 'ltr', format: '', indent: 0, version: 1, ...extra }
}

const paragraphElement = (children: LexicalChild[]) => element('paragraph', children, { textFormat: 0, textStyle: '' })
const state = (children: LexicalElement[]): LexicalState => ({ root: { type: 'root', children, direction: 'ltr', format: '', indent: 0, version: 1 } })

function toElement(node: RichNode): LexicalElement {
  switch (node.type) {
    case 'h2':
    case 'h3':
      return element('heading', [text(node.text)], { tag: node.type })
    case 'p':
      return paragraphElement([text(node.text)])
    case 'ul':
      return element(
        'list',
        node.items.map((item, index) => element('listitem', [text(item)], { value: index + 1 })),
        { listType: 'bullet', tag: 'ul', start: 1 },
      )
  }
}

export function richText(nodes: readonly RichNode[]): LexicalState {
  return state(nodes.map(toElement))
}

/** Convenience: paragraphs only. */
export function paragraphs(values: readonly string[]): LexicalState {
  return richText(values.map((value) => ({ type: 'p', text: value })))
}

// ---------------------------------------------------------------------------
// Inline formatting: bold, italic and links inside paragraphs.

/** A linked document as the link feature stores it (`value` is an id, or the document once populated). */
export type DocReference = { relationTo: string; value: number | string | { id: number | string; [field: string]: unknown } }
export type InlineNode = LexicalText | LexicalLinebreak | LexicalElement

export const bold = (value: string): LexicalText => text(value, TEXT_FORMAT.bold)
export const italic = (value: string): LexicalText => text(value, TEXT_FORMAT.italic)

/** A link: a typed address (custom link) or a document of the site (internal link). */
export function link(destination: string | DocReference, children: readonly (string | LexicalText)[]): LexicalElement {
  const fields =
    typeof destination === 'string' ? { linkType: 'custom', url: destination, newTab: false } : { linkType: 'internal', doc: destination, newTab: false }
  return element(
    'link',
    children.map((child) => (typeof child === 'string' ? text(child) : child)),
    { fields, version: 3 },
  )
}

export function paragraph(...children: readonly (string | InlineNode)[]): LexicalElement {
  return paragraphElement(children.map((child) => (typeof child === 'string' ? text(child) : child)))
}

/** Editor state of the given paragraphs. */
export function inlineState(...paragraphElements: readonly LexicalElement[]): LexicalState {
  return state([...paragraphElements])
}

/** Blank lines separate paragraphs; a single line break stays a line break. */
function splitParagraphs(value: string): string[][] {
  return value
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
}

function withLinebreaks(lines: readonly string[], toNodes: (line: string) => InlineNode[]): InlineNode[] {
  return lines.flatMap((line, index) => (index === 0 ? toNodes(line) : [linebreak(), ...toNodes(line)]))
}

/**
 * Plain text as editor state, word for word: paragraphs at blank lines, line
 * breaks kept; null when there is no text (an empty field).
 */
export function plainTextToRichText(value: string): LexicalState | null {
  const blocks = splitParagraphs(value)
  if (blocks.length === 0) return null
  return state(blocks.map((lines) => paragraphElement(withLinebreaks(lines, (line) => [text(line)]))))
}

const INLINE_MARKUP = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g

function inlineNodes(line: string): InlineNode[] {
  const nodes: InlineNode[] = []
  let last = 0
  for (const match of line.matchAll(INLINE_MARKUP)) {
    if (match.index > last) nodes.push(text(line.slice(last, match.index)))
    const [, strong, emphasis, label, href] = match
    if (strong !== undefined) nodes.push(bold(strong))
    else if (emphasis !== undefined) nodes.push(italic(emphasis))
    else
      nodes.push(
        link(
          href,
          inlineNodes(label).filter((n): n is LexicalText => n.type === 'text'),
        ),
      )
    last = match.index + match[0].length
  }
  if (last < line.length) nodes.push(text(line.slice(last)))
  return nodes
}

/**
 * Editor state from a small markup, for copy written in code (seed, fixtures):
 * `**bold**`, `*italic*`, `[label](/path or https://…)`, blank lines between
 * paragraphs. Plain text from elsewhere goes through plainTextToRichText, which
 * reads no markup.
 */
export function inlineRichText(markup: string): LexicalState {
  return state(splitParagraphs(markup).map((lines) => paragraphElement(withLinebreaks(lines, inlineNodes))))
}

// ---------------------------------------------------------------------------
// Reading editor state back.

type Data = Record<string, unknown>
export const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value)
const childrenOf = (node: Data): unknown[] => (Array.isArray(node.children) ? node.children : [])

/** Stored rich text: Payload's generated types and Lexical's own both fit. */
export type StoredRichText = { root: { children: readonly unknown[] } }

export function isRichText(value: unknown): value is StoredRichText {
  return isRecord(value) && isRecord(value.root) && Array.isArray(value.root.children)
}

/** The words of one node and its children (a paragraph, a link). */
export function nodeText(node: unknown): string {
  if (!isRecord(node)) return ''
  if (typeof node.text === 'string') return node.text
  if (node.type === 'linebreak') return '\n'
  if (node.type === 'tab') return '\t'
  const separator = node.type === 'list' ? '\n' : ''
  return childrenOf(node).map(nodeText).join(separator)
}

/**
 * The words of rich text: one line per line break, a blank line between
 * blocks, formatting and link addresses dropped. Anything that is not editor
 * state (null, a plain string from older data) is read as it is.
 */
export function richTextToPlainText(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  if (!isRichText(value)) return ''
  return value.root.children
    .map((block) => nodeText(block).trim())
    .filter(Boolean)
    .join('\n\n')
}

/** The first paragraph with words, as plain text. */
export function firstParagraphText(value: unknown): string | undefined {
  if (!isRichText(value)) return undefined
  for (const block of value.root.children) {
    if (!isRecord(block) || block.type !== 'paragraph') continue
    const words = nodeText(block).trim()
    if (words) return words
  }
  return undefined
}

/** Whether rich text shows anything: a paragraph with words, or any other node (a heading, a list, an image). */
export function hasContent(value: unknown): value is StoredRichText {
  if (!isRichText(value)) return false
  return value.root.children.some((block) => isRecord(block) && (block.type !== 'paragraph' || nodeText(block).trim() !== ''))
}

/**
 * Where a link node's `fields` point: a custom link's address, or the public
 * path of a linked document once populated (every routed collection has a
 * `path`). Undefined when there is no destination to offer: an empty address,
 * no document, or a document read only as an id (not published, or not
 * populated), so a link never points nowhere.
 */
export function linkDestination(fields: unknown): string | undefined {
  if (!isRecord(fields)) return undefined
  if (fields.linkType === 'internal') {
    const value = isRecord(fields.doc) ? fields.doc.value : undefined
    return isRecord(value) && typeof value.path === 'string' && value.path ? value.path : undefined
  }
  return typeof fields.url === 'string' && fields.url.trim() ? fields.url.trim() : undefined
}

/**
 * An e-mail address in running text: a local part, @, and a domain with a dot (a trailing full stop is the
 * sentence's). Conservative: a reader who sees press@ostra.com expects to click it; nothing else is touched.
 */
const EMAIL_IN_TEXT = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g

/** Text as its pieces: plain ones, and e-mail addresses (the site links them, mailto:). */
export function splitEmails(value: string): { text: string; email?: true }[] {
  const parts: { text: string; email?: true }[] = []
  let last = 0
  for (const match of value.matchAll(EMAIL_IN_TEXT)) {
    const start = match.index ?? 0
    if (start > last) parts.push({ text: value.slice(last, start) })
    parts.push({ text: match[0], email: true })
    last = start + match[0].length
  }
  if (last < value.length || parts.length === 0) parts.push({ text: value.slice(last) })
  return parts
}
