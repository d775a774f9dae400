/**
 * Builds Lexical editor state (the format of Payload's rich-text fields) from
 * plain content: used by the seed and by imports, unit-tested.
 */

export type RichNode =
  | { type: 'h2' | 'h3'; text: string }
  | { type: 'p'; text: string }
  | { type: 'ul'; items: string[] }

type LexicalText = { type: 'text'; text: string; format: number; style: string; mode: 'normal'; detail: number; version: 1 }
type LexicalElement = {
  type: string
  children: (LexicalElement | LexicalText)[]
  direction: 'ltr'
  format: ''
  indent: number
  version: 1
  [extra: string]: unknown
}
export type LexicalState = { root: LexicalElement & { type: 'root' } }

const text = (value: string): LexicalText => ({ type: 'text', text: value, format: 0, style: '', mode: 'normal', detail: 0, version: 1 })

function element(type: string, children: LexicalElement['children'], extra: Record<string, unknown> = {}): LexicalElement {
  return { type, children, direction: 'ltr', format: '', indent: 0, version: 1, ...extra }
}

function toElement(node: RichNode): LexicalElement {
  switch (node.type) {
    case 'h2':
    case 'h3':
      return element('heading', [text(node.text)], { tag: node.type })
    case 'p':
      return element('paragraph', [text(node.text)], { textFormat: 0, textStyle: '' })
    case 'ul':
      return element(
        'list',
        node.items.map((item, index) => element('listitem', [text(item)], { value: index + 1 })),
        { listType: 'bullet', tag: 'ul', start: 1 },
      )
  }
}

export function richText(nodes: readonly RichNode[]): LexicalState {
  return { root: { ...element('root', nodes.map(toElement)), type: 'root' } }
}

/** Convenience: paragraphs only. */
export function paragraphs(values: readonly string[]): LexicalState {
  return richText(values.map((value) => ({ type: 'p', text: value })))
}
