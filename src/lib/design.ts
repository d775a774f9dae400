/** Design tokens the schema and the components share (spec §3). */

export const SECTION_BACKGROUNDS = ['black', 'blue', 'citron', 'cream', 'green', 'tan', 'none'] as const
export type SectionBackground = (typeof SECTION_BACKGROUNDS)[number]
export const DEFAULT_SECTION_BACKGROUND: SectionBackground = 'cream'

/** Dark backgrounds get cream text. */
export const DARK_BACKGROUNDS: readonly SectionBackground[] = ['black', 'blue']
export function isDarkBackground(background: string | null | undefined): boolean {
  return (DARK_BACKGROUNDS as readonly string[]).includes(background ?? '')
}

export const SECTION_SPACINGS = ['continuous', 'contrasting', 'none'] as const
export type SectionSpacing = (typeof SECTION_SPACINGS)[number]
export const DEFAULT_SECTION_SPACING: SectionSpacing = 'contrasting'

export const BACKGROUND_IMAGE_FITS = ['contain', 'cover', 'fill'] as const

export const BUTTON_KINDS = ['primary', 'secondary', 'list', 'social', 'microsoft', 'text'] as const
export type ButtonKind = (typeof BUTTON_KINDS)[number]

/** Turns a list of values into Payload select options with readable labels. */
export function selectOptions<T extends string>(values: readonly T[]): { label: string; value: T }[] {
  return values.map((value) => ({
    value,
    label: value
      .split(/[-_]/)
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' '),
  }))
}
