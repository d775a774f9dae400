/**
 * The header's navigation as plain, serialisable data: what the server hands
 * the menu island. Built from the CMS documents; unit-tested.
 */
import { classifyLink } from './links'

/** `isNew` and `external` are present only when true: the island's props are written into every page (about 2 KB of `false`). */
export type NavLink = { label: string; href: string; description?: string; isNew?: true; external?: true }
export type NavMedia = { url: string; alt: string; width?: number; height?: number }
export type NavCta = { heading: string; background: string; media?: NavMedia; buttons: { label: string; href: string; kind: string; external?: true }[] }
export type NavEntry = NavLink & { media?: NavMedia; items: NavLink[]; seeMore?: NavLink; cta?: NavCta }
export type NavGroup = { label: string; href?: string; entries: NavEntry[] }
export type NavVariant = 'new' | 'old'

type LinkSource = { label?: string | null; href?: string | null; description?: string | null; isNew?: boolean | null; target?: string | null }
type MediaSource = {
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  sizes?: { thumbnail?: { url?: string | null } | null } | null
}
export type EntrySource = LinkSource & {
  media?: MediaSource | number | null
  items?: LinkSource[] | null
  seeMoreLink?: { label?: string | null; href?: string | null } | null
  ctaBanner?: {
    heading?: string | null
    backgroundColor?: string | null
    ctaButtons?: { label: string; href: string; kind?: string | null }[] | null
    media?: MediaSource | number | null
  } | null
}
export type GroupSource = { label: string; href?: string | null; items?: (EntrySource | number)[] | null }

function toLink(source: LinkSource, siteUrl: string): NavLink | undefined {
  if (!source.label || !source.href) return undefined
  const external = source.target === '_blank' || classifyLink(source.href, siteUrl) === 'external'
  return { label: source.label, href: source.href, description: source.description ?? undefined, isNew: onlyTrue(source.isNew), external: onlyTrue(external) }
}

function onlyTrue(value: boolean | null | undefined): true | undefined {
  return value ? true : undefined
}

function toMedia(media: EntrySource['media']): NavMedia | undefined {
  if (!media || typeof media === 'number' || !media.url) return undefined
  return { url: media.sizes?.thumbnail?.url || media.url, alt: media.alt ?? '', width: media.width ?? undefined, height: media.height ?? undefined }
}

function toEntry(source: EntrySource, siteUrl: string): NavEntry | undefined {
  if (!source.label) return undefined
  const link = toLink(source, siteUrl) ?? {
    label: source.label,
    href: '',
    isNew: onlyTrue(source.isNew),
    description: source.description ?? undefined,
  }
  const seeMore = source.seeMoreLink ? toLink(source.seeMoreLink, siteUrl) : undefined
  const cta = source.ctaBanner?.heading
    ? {
        heading: source.ctaBanner.heading,
        background: source.ctaBanner.backgroundColor ?? 'black',
        media: toMedia(source.ctaBanner.media),
        buttons: (source.ctaBanner.ctaButtons ?? []).map((b) => ({
          label: b.label,
          href: b.href,
          kind: b.kind ?? 'primary',
          external: onlyTrue(classifyLink(b.href, siteUrl) === 'external'),
        })),
      }
    : undefined
  return {
    ...link,
    media: toMedia(source.media),
    items: (source.items ?? []).map((i) => toLink(i, siteUrl)).filter((l): l is NavLink => Boolean(l)),
    seeMore,
    cta,
  }
}

/**
 * The same data without its absent fields: the menu island's props are written into every page's RSC
 * payload, where each `undefined` field still costs its name and a marker (about 4 KB a page).
 */
function withoutAbsentFields<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutAbsentFields) as T
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .map(([key, field]) => [key, withoutAbsentFields(field)]),
  ) as T
}

/** Groups with their entries; unpopulated relations (bare ids) and incomplete entries are dropped. */
export function buildNavigation(groups: readonly GroupSource[], siteUrl: string): NavGroup[] {
  return withoutAbsentFields(buildGroups(groups, siteUrl))
}

function buildGroups(groups: readonly GroupSource[], siteUrl: string): NavGroup[] {
  return groups.map((group) => ({
    label: group.label,
    href: group.href ?? undefined,
    entries: (group.items ?? [])
      .filter((item): item is EntrySource => typeof item === 'object' && item !== null)
      .map((item) => toEntry(item, siteUrl))
      .filter((e): e is NavEntry => Boolean(e)),
  }))
}
