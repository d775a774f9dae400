/** Page titles (spec §2): a non-default locale prefixes the country name, a page number above 1 prefixes "Page N". */
import { findLocale } from './locales'

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
