/**
 * An article's table of contents: the H2 and H3 headings of its rich text, in
 * order, with the anchors the rich-text renderer gives them. Pure: unit-tested.
 */
import { nodeText } from '../richText'
import { slugify } from '../slug'

export type TocEntry = { id: string; text: string; level: 2 | 3 }

type Data = Record<string, unknown>
const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The anchor of a heading: its words as a slug ("Time to first token" → "time-to-first-token"). */
export function headingId(text: string): string {
  return slugify(text) || 'section'
}

/** The headings of every Rich text block of a layout (Sections included); a repeated anchor is listed once. */
export function tableOfContents(layout: unknown): TocEntry[] {
  const entries: TocEntry[] = []
  const seen = new Set<string>()
  const visitNodes = (nodes: unknown) => {
    if (!Array.isArray(nodes)) return
    for (const node of nodes) {
      if (!isRecord(node)) continue
      if (node.type === 'heading' && (node.tag === 'h2' || node.tag === 'h3')) {
        const text = nodeText(node).trim()
        const id = headingId(text)
        if (text && !seen.has(id)) {
          seen.add(id)
          entries.push({ id, text, level: node.tag === 'h2' ? 2 : 3 })
        }
      }
    }
  }
  const visitBlocks = (blocks: unknown) => {
    if (!Array.isArray(blocks)) return
    for (const block of blocks) {
      if (!isRecord(block)) continue
      if (block.blockType === 'richText' && isRecord(block.content) && isRecord(block.content.root)) visitNodes(block.content.root.children)
      visitBlocks(block.blocks)
    }
  }
  visitBlocks(layout)
  return entries
}

/** Minutes to read words at 230 a minute, at least one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 230))
}
