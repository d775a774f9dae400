/**
 * The blocks a blocks field offers, references included. The layouts name their blocks by slug (Payload's
 * blockReferences, the blocks defined once in the config), so the client config carries each block once; code
 * that walks a document's fields by their schema (the preview's form shaping, the content check) reads them here.
 */
import type { Block, Field } from 'payload'

const resolved = new WeakMap<readonly Block[], WeakMap<readonly Field[], Field[]>>()

/** The fields with every blocks field's references replaced by the blocks they name (nested ones too); cached per list and library. */
export function withBlocksResolved(fields: readonly Field[], library: readonly Block[]): Field[] {
  const forLibrary = resolved.get(library) ?? new WeakMap<readonly Field[], Field[]>()
  resolved.set(library, forLibrary)
  const cached = forLibrary.get(fields)
  if (cached) return cached
  const bySlug = new Map(library.map((block) => [block.slug, block]))
  const blocks = new Map<Block, Block>()
  const resolveBlock = (block: Block): Block => {
    const known = blocks.get(block)
    if (known) return known
    // Placed before its fields are resolved: a block that (through others) holds itself resolves to this one.
    const copy: Block = { ...block, fields: [] }
    blocks.set(block, copy)
    copy.fields = resolveFields(block.fields)
    return copy
  }
  const resolveFields = (list: readonly Field[]): Field[] =>
    list.map((field): Field => {
      if (field.type === 'blocks') {
        const named = (field.blockReferences ?? []).map((reference) => (typeof reference === 'string' ? bySlug.get(reference) : reference))
        const offered = [...field.blocks, ...named.filter((block): block is Block => block !== undefined)]
        return { ...field, blocks: offered.map(resolveBlock), blockReferences: undefined }
      }
      if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: resolveFields(tab.fields) })) }
      if (field.type === 'array' || field.type === 'group' || field.type === 'row' || field.type === 'collapsible')
        return { ...field, fields: resolveFields(field.fields) } as Field
      return field
    })
  const result = resolveFields(fields)
  forLibrary.set(fields, result)
  return result
}
