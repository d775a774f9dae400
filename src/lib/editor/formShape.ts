/**
 * The admin form's unsaved state, shaped as a stored document is (issue 30): the live preview renders what the
 * marketer has typed so far, where a required text is not typed yet (a button given its words but no link). Saved
 * documents never lack one (drafts are validated), so the blocks rely on them; here each missing required text
 * becomes '' (a button links nowhere yet, a heading is empty) instead of the render failing on `undefined`.
 */
import type { Block, Field } from 'payload'

type Data = Record<string, unknown>

const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value)

const TEXT_TYPES = new Set(['text', 'textarea', 'email', 'code'])

export function withRequiredTexts(fields: readonly Field[], data: Data): Data {
  const shaped: Data = { ...data }
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) {
          if (isData(shaped[tab.name])) shaped[tab.name] = withRequiredTexts(tab.fields, shaped[tab.name] as Data)
        } else Object.assign(shaped, withRequiredTexts(tab.fields, shaped))
      }
      continue
    }
    if (!('name' in field)) {
      // Rows and collapsibles hold their fields at this level.
      if ('fields' in field) Object.assign(shaped, withRequiredTexts(field.fields, shaped))
      continue
    }
    const value = shaped[field.name]
    if (TEXT_TYPES.has(field.type) && 'required' in field && field.required && typeof value !== 'string' && !('hasMany' in field && field.hasMany)) {
      shaped[field.name] = ''
    } else if (field.type === 'group' && isData(value)) {
      shaped[field.name] = withRequiredTexts(field.fields, value)
    } else if (field.type === 'array' && Array.isArray(value)) {
      shaped[field.name] = value.map((row) => (isData(row) ? withRequiredTexts(field.fields, row) : row))
    } else if (field.type === 'blocks' && Array.isArray(value)) {
      const blocks: readonly Block[] = field.blocks ?? []
      shaped[field.name] = value.map((row) => {
        const block = isData(row) ? blocks.find((candidate) => candidate.slug === row.blockType) : undefined
        return block && isData(row) ? withRequiredTexts(block.fields, row) : row
      })
    }
  }
  return shaped
}
