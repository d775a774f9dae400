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
/** Where a Section's picture sits beside its content on wide screens: after it (right) or before it (left). */
export const SIDE_IMAGE_POSITIONS = ['end', 'start'] as const

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

/**
 * Type scale in px at the smallest (390 px) and largest (1440 px) screens the design is drawn for;
 * sizes grow linearly between the two (designTokens.ts writes them as --text-* custom properties).
 */
export const FLUID_RANGE = { from: 390, to: 1440 } as const
export const TYPE_SCALE = {
  xs: [13, 13],
  sm: [15, 15],
  base: [17, 17],
  lg: [18, 20],
  xl: [21, 24],
  '2xl': [28, 40],
  '3xl': [34, 52],
  display: [40, 68],
} as const satisfies Record<string, readonly [number, number]>

/** Spacing scale in px (--space-1 … --space-10): margins, gaps and paddings come from these steps. */
export const SPACE_SCALE = [4, 8, 12, 16, 24, 32, 48, 64, 96, 128] as const

/** A CSS length that grows linearly from `min` px at FLUID_RANGE.from to `max` px at FLUID_RANGE.to (in rem, so it follows the reader's font size). */
export function fluidSize(min: number, max: number): string {
  const rem = (px: number) => `${+(px / 16).toFixed(4)}rem`
  if (min === max) return rem(min)
  const slope = (max - min) / (FLUID_RANGE.to - FLUID_RANGE.from)
  const intercept = min - slope * FLUID_RANGE.from
  return `clamp(${rem(min)},${rem(intercept)} + ${+(slope * 100).toFixed(4)}vw,${rem(max)})`
}
