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

/**
 * What the header draws before a menu opens: each group's name and overview link, and whether it has a menu. The
 * menus' entries (about 6 KB of every page's payload) come from the navigation endpoint when the visitor is about to
 * use them (NAVIGATION_PATH).
 */
export type NavGroupSummary = { label: string; href?: string; menu?: true }

export function summarizeNavigation(groups: readonly NavGroup[]): NavGroupSummary[] {
  return groups.map(({ label, href, entries }) => ({ label, ...(href && { href }), ...(entries.length > 0 && { menu: true as const }) }))
}

/** The endpoint that answers the menus' entries (GET, under /api). */
export const NAVIGATION_PATH = '/navigation'
/** What a version in the menus' address may look like (navigationVersion's output). */
export const NAVIGATION_VERSION_PATTERN = /^[0-9a-z]{1,13}$/

/**
 * A short fingerprint of the menus (FNV-1a over their JSON): a page names the menus it was rendered with in the
 * endpoint's address, so a browser or an edge may keep that answer for good, and a publish that changes the menus
 * changes the address (the pages are revalidated with it).
 */
export function navigationVersion(groups: readonly NavGroup[]): string {
  const text = JSON.stringify(groups)
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return `${hash.toString(36)}${text.length.toString(36)}`
}

/** The menus' answer: the groups in the header's order, with the version they were read at. */
export type NavigationAnswer = { version: string; groups: NavGroup[] }

/** Whether a fetched answer has the shape the menus draw from (its origin is ours; this guards a stale or broken cache). */
export function isNavigationAnswer(value: unknown): value is NavigationAnswer {
  if (typeof value !== 'object' || value === null) return false
  const { version, groups } = value as Partial<NavigationAnswer>
  return (
    typeof version === 'string' &&
    Array.isArray(groups) &&
    groups.every((g) => typeof g === 'object' && g !== null && typeof g.label === 'string' && Array.isArray(g.entries))
  )
}
