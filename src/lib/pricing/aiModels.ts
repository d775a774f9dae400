/** The inference API's model list (spec §7, GET /ai-models) and the picker's options. */
export type AiModelEntry = { id: string; owned_by: string }
export type AiModelList = { data: AiModelEntry[] }
export type AiModelOption = { label: string; value: string }

/** Entries owned by "openai" are dropped; the rest become label/value options (both the id), sorted by label. */
export function aiModelOptions(list: AiModelList): AiModelOption[] {
  return list.data
    .filter((entry) => entry.owned_by !== 'openai')
    .map((entry) => ({ label: entry.id, value: entry.id }))
    .sort((a, b) => a.label.localeCompare(b.label))
}
