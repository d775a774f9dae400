/**
 * Product UI mock-ups for the seeded pages: pictures of the (fictional) Ostra portal or API beside
 * the feature sections whose titles name what they show, in the manner of the screenshots leading
 * communications platforms show beside their feature text. Each is an app window with a soft
 * shadow on a transparent background (the page's tan or cream section shows around it), drawn as
 * SVG with shared generators (window, table, badge, chart, timeline, code) and the same output on
 * every seed. Every text is drawn through `label`, which records its ink and surface so the unit test
 * can check the contrast of each pair actually used.
 */
import { formatPhoneNumber } from '@/lib/forms'

import type { ProductCategory } from './content/types'
import { C, isLand, r1 } from './illustrations'

export const MOCKUP_WIDTH = 1200
export const MOCKUP_HEIGHT = 900

export type Mockup = { alt: string; draw: () => string }

type MockupCategory = 'Voice' | 'Messaging' | 'Numbers' | 'Identity' | 'AI' | 'Storage' | 'IoT' | 'Networking'

// ------------------------------------------------------------------ themes and text

type Theme = {
  dark: boolean
  /** The page behind the content. */
  surface: string
  /** Title bar and tab strip. */
  chrome: string
  rail: string
  /** Cards and table headers on the surface. */
  panel: string
  line: string
  text: string
  muted: string
  /** Links, emphasis and the primary button. */
  accent: string
  accentFill: string
  onAccent: string
  /** "Good" numbers and text. */
  positive: string
  /** Chart series, strongest first. */
  series: readonly [string, string, string]
}

/** A red for "failed" that black text passes on, and a mid grey for the light theme's secondary text. */
const RED = '#f4a49a'
const GREY = '#5c574e'

const LIGHT: Theme = {
  dark: false,
  surface: '#ffffff',
  chrome: '#f1e9da',
  rail: C.cream,
  panel: C.cream,
  line: '#e2d7c3',
  text: C.black,
  muted: GREY,
  accent: C.blue,
  accentFill: C.blue,
  onAccent: C.cream,
  positive: '#00704a',
  series: [C.blue, C.green, '#c9b98f'],
}

const DARK: Theme = {
  dark: true,
  surface: C.black,
  chrome: '#17191f',
  rail: '#111318',
  panel: '#17191f',
  line: '#2c2f38',
  text: C.cream,
  muted: '#a6a196',
  accent: C.citron,
  accentFill: C.citron,
  onAccent: C.black,
  positive: C.green,
  series: [C.citron, C.green, '#5b6bb8'],
}

const SANS = 'sans-serif'
const MONO = 'monospace'

type TextOptions = { size?: number; bold?: boolean; mono?: boolean; anchor?: 'middle' | 'end'; max?: number; italic?: boolean }

/** Every ink-on-surface pair drawn so far, as "ink|surface". */
const usedPairs = new Set<string>()

/** The ink and surface of every text drawn so far (after drawing the mock-ups, all of them). */
export function textColourPairs(): { ink: string; surface: string }[] {
  return [...usedPairs].sort().map((pair) => {
    const [ink, surface] = pair.split('|')
    return { ink, surface }
  })
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** An estimate of a text's width in DejaVu Sans (what `sans-serif` renders as where the seed runs), slightly generous. */
function measure(s: string, size: number, options: { bold?: boolean; mono?: boolean } = {}): number {
  if (options.mono) return s.length * size * 0.61 * (options.bold ? 1.02 : 1)
  let units = 0
  for (const ch of s) {
    if (ch === ' ') units += 0.32
    else if ("il.,:;|!'ijtfr()[]·/".includes(ch)) units += 0.4
    else if ('mwMW@%'.includes(ch)) units += 0.95
    else if (/[A-Z]/.test(ch)) units += 0.72
    else if (/[0-9$]/.test(ch)) units += 0.64
    else units += 0.62
  }
  return units * size * (options.bold ? 1.1 : 1)
}

/** The text, shortened with an ellipsis until it fits `max` pixels. */
function fit(s: string, size: number, max: number, options: { bold?: boolean; mono?: boolean } = {}): string {
  if (measure(s, size, options) <= max) return s
  let cut = s
  while (cut.length > 1 && measure(`${cut}…`, size, options) > max) cut = cut.slice(0, -1)
  return `${cut.trimEnd()}…`
}

/** A line of text in `ink` on `surface`. */
function label(x: number, y: number, s: string, ink: string, surface: string, o: TextOptions = {}): string {
  usedPairs.add(`${ink}|${surface}`)
  const size = o.size ?? 22
  const content = o.max ? fit(s, size, o.max, o) : s
  const attrs = [
    `x="${r1(x)}"`,
    `y="${r1(y)}"`,
    `font-family="${o.mono ? MONO : SANS}"`,
    `font-size="${size}"`,
    `fill="${ink}"`,
    o.bold ? 'font-weight="bold"' : '',
    o.italic ? 'font-style="italic"' : '',
    o.anchor ? `text-anchor="${o.anchor}"` : '',
    // Code keeps its indentation and column alignment.
    o.mono ? 'xml:space="preserve"' : '',
  ]
  return `<text ${attrs.filter(Boolean).join(' ')}>${escapeXml(content)}</text>`
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}" ${extra}/>`

const hline = (x1: number, x2: number, y: number, stroke: string, width = 2) =>
  `<path d="M${r1(x1)} ${r1(y)}H${r1(x2)}" stroke="${stroke}" stroke-width="${width}"/>`

const phone = formatPhoneNumber

// ------------------------------------------------------------------ the window

const WX = 40
const WY = 24
const WW = 1120
const WH = 812
const BAR = 56
const RAIL = 88
/** The content area of a window with a rail: left, right, top (below the page title), bottom. */
const CX = WX + RAIL + 40
const CR = WX + WW - 40
const CW = CR - CX
const CT = 200
const CB = WY + WH - 32

const NAV = ['home', 'Voice', 'Messaging', 'Numbers', 'Identity', 'AI', 'Storage', 'IoT', 'Networking'] as const
type NavItem = (typeof NAV)[number]

/** The rail's icons, 28 px, centred on the origin, drawn as strokes. */
function icon(item: NavItem, stroke: string): string {
  const paths: Record<NavItem, string> = {
    home: 'M-12 0L0-11L12 0M-8-3V11H8V-3',
    Voice: 'M-8-12L-3-12L0-5L-4-2C-2 2 1 5 4 6L7 2L13 6L13 11C13 12 12 13 11 13C-1 12-12 1-13-10C-13-11-12-12-11-12Z',
    Messaging: 'M-12-10H12V6H-1L-8 12V6H-12Z',
    Numbers: 'M-4-12L-7 12M6-12L3 12M-12-4H12M-13 5H11',
    Identity: 'M0-13L11-8V0C11 7 6 11 0 13C-6 11-11 7-11 0V-8ZM-5 0L-1 4L6-4',
    AI: 'M0-13L3-3L13 0L3 3L0 13L-3 3L-13 0L-3-3Z',
    Storage: 'M-11-8A11 4 0 1 0 11-8A11 4 0 1 0-11-8V8A11 4 0 0 0 11 8V-8M-11 0A11 4 0 0 0 11 0',
    IoT: 'M-8-8H8V8H-8ZM-4-13V-8M4-13V-8M-4 8V13M4 8V13M-13-4H-8M-13 4H-8M8-4H13M8 4H13',
    Networking: 'M0-7V1M-2 2L-8 8M2 2L8 8M-3-10A3 3 0 1 0 3-10A3 3 0 1 0-3-10M-14 10A3 3 0 1 0-8 10A3 3 0 1 0-14 10M8 10A3 3 0 1 0 14 10A3 3 0 1 0 8 10',
  }
  return `<path d="${paths[item]}" fill="none" stroke="${stroke}" stroke-width="2.5" stroke-linejoin="round" stroke-linecap="round"/>`
}

type Frame = {
  theme: Theme
  /** The address shown in the title bar. */
  url: string
  /** The rail's highlighted product, or `Account` (no product: the avatar's menu, billing and compliance); omitted for a window with a tab strip instead. */
  nav?: MockupCategory | 'Account'
  tabs?: readonly string[]
  crumb?: string
  title?: string
  /** A button at the right of the page title. */
  action?: string
}

/** The whole picture: shadow, window chrome, rail or tabs, page title, then the content. */
function frame(f: Frame, body: string): string {
  const T = f.theme
  const parts: string[] = []
  // Title bar: the three window buttons and the address.
  parts.push(rect(WX, WY, WW, BAR, T.chrome))
  parts.push(hline(WX, WX + WW, WY + BAR, T.line))
  ;['#ff5f57', '#febc2e', '#28c840'].forEach((fill, i) => parts.push(`<circle cx="${WX + 32 + i * 26}" cy="${WY + BAR / 2}" r="8" fill="${fill}"/>`))
  const pillW = 560
  // Left of centre, leaving room for the workspace switcher on the right.
  const pillX = WX + WW / 2 - 60 - pillW / 2
  const pill = T.dark ? '#0f1115' : '#ffffff'
  parts.push(rect(pillX, WY + 11, pillW, 34, pill, `rx="17"`))
  parts.push(
    `<path d="M${pillX + 24} ${WY + 30}v-4a5 5 0 0 1 10 0v4" fill="none" stroke="${T.muted}" stroke-width="2"/>` +
      rect(pillX + 21, WY + 29, 16, 11, T.muted, 'rx="2"'),
  )
  parts.push(label(pillX + 48, WY + 35, f.url, T.muted, pill, { size: 20, max: pillW - 64 }))
  // The customer's workspace, the same one in every picture.
  parts.push(label(WX + WW - 48, WY + 35, 'Northwind Health', T.muted, T.chrome, { size: 20, anchor: 'end' }))
  parts.push(`<path d="M${WX + WW - 38} ${WY + 25}l6 6l6-6" fill="none" stroke="${T.muted}" stroke-width="2.5" stroke-linecap="round"/>`)
  if (f.nav) {
    parts.push(rect(WX, WY + BAR + 1, RAIL, WH - BAR - 1, T.rail))
    parts.push(`<path d="M${WX + RAIL} ${WY + BAR}V${WY + WH}" stroke="${T.line}" stroke-width="2"/>`)
    const cx = WX + RAIL / 2
    // The Ostra mark at the top of the rail.
    parts.push(`<circle cx="${cx}" cy="${WY + BAR + 44}" r="20" fill="${T.dark ? C.citron : C.blue}"/>`)
    parts.push(`<circle cx="${cx}" cy="${WY + BAR + 44}" r="8" fill="none" stroke="${T.dark ? C.black : C.cream}" stroke-width="5"/>`)
    NAV.slice(1).forEach((item, i) => {
      const cy = WY + BAR + 116 + i * 62
      const active = item === f.nav
      if (active) parts.push(rect(cx - 25, cy - 25, 50, 50, T.accentFill, 'rx="14"'))
      parts.push(`<g transform="translate(${cx} ${cy})">${icon(item, active ? T.onAccent : T.muted)}</g>`)
    })
    if (f.nav === 'Account') parts.push(`<circle cx="${cx}" cy="${WY + WH - 46}" r="29" fill="none" stroke="${T.accentFill}" stroke-width="4"/>`)
    parts.push(`<circle cx="${cx}" cy="${WY + WH - 46}" r="22" fill="${T.dark ? '#2c2f38' : C.tan}"/>`)
    parts.push(label(cx, WY + WH - 39, 'MK', T.text, T.dark ? '#2c2f38' : C.tan, { size: 20, bold: true, anchor: 'middle' }))
  }
  if (f.tabs) {
    const y = WY + BAR
    parts.push(rect(WX, y + 1, WW, 52, T.rail))
    parts.push(hline(WX, WX + WW, y + 53, T.line))
    let x = WX + 24
    f.tabs.forEach((tab, i) => {
      const w = measure(tab, 20, { mono: true }) + 48
      if (i === 0) {
        parts.push(rect(x, y + 1, w, 53, T.surface))
        parts.push(hline(x, x + w, y + 2, T.accentFill, 4))
      }
      parts.push(label(x + 24, y + 35, tab, i === 0 ? T.text : T.muted, i === 0 ? T.surface : T.rail, { size: 20, mono: true }))
      x += w + 4
    })
  }
  if (f.crumb) parts.push(label(CX, 124, f.crumb, T.muted, T.surface, { size: 20, max: CW - 240 }))
  if (f.title) parts.push(label(CX, 166, f.title, T.text, T.surface, { size: 32, bold: true, max: f.action ? CW - 260 : CW }))
  if (f.action) {
    const w = measure(f.action, 20, { bold: true }) + 44
    parts.push(rect(CR - w, 128, w, 46, T.accentFill, 'rx="10"'))
    parts.push(label(CR - w / 2, 158, f.action, T.onAccent, T.accentFill, { size: 20, bold: true, anchor: 'middle' }))
  }
  const shape = `x="${WX}" y="${WY}" width="${WW}" height="${WH}" rx="22"`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${MOCKUP_WIDTH}" height="${MOCKUP_HEIGHT}" viewBox="0 0 ${MOCKUP_WIDTH} ${MOCKUP_HEIGHT}">
<defs><filter id="soft" x="-10%" y="-10%" width="120%" height="125%"><feGaussianBlur stdDeviation="14"/></filter><clipPath id="window"><rect ${shape}/></clipPath><linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${T.series[0]}" stop-opacity="0.32"/><stop offset="1" stop-color="${T.series[0]}" stop-opacity="0.03"/></linearGradient></defs>
<rect x="${WX + 10}" y="${WY + 22}" width="${WW - 20}" height="${WH - 14}" rx="22" fill="${C.black}" opacity="0.28" filter="url(#soft)"/>
<g clip-path="url(#window)"><rect ${shape} fill="${T.surface}"/>${parts.join('')}${body}</g>
<rect ${shape} fill="none" stroke="${C.black}" stroke-opacity="${T.dark ? 0.9 : 0.16}" stroke-width="2"/></svg>`
}

// ------------------------------------------------------------------ shared generators

type BadgeKind = 'ok' | 'warn' | 'bad' | 'neutral' | 'info'

function badgeFill(T: Theme, kind: BadgeKind): { fill: string; ink: string } {
  switch (kind) {
    case 'ok':
      return { fill: C.green, ink: C.black }
    case 'warn':
      return { fill: C.citron, ink: C.black }
    case 'bad':
      return { fill: RED, ink: C.black }
    case 'info':
      return T.dark ? { fill: '#33408c', ink: C.cream } : { fill: C.blue, ink: C.cream }
    case 'neutral':
      return T.dark ? { fill: '#2c2f38', ink: C.cream } : { fill: '#ece3d3', ink: C.black }
  }
}

const BADGE_H = 34

/** A status pill with a dot, its left edge at x (or right edge, when `end`), vertically centred on cy. */
function badge(T: Theme, x: number, cy: number, text: string, kind: BadgeKind, options: { end?: boolean; dot?: boolean } = {}): { svg: string; w: number } {
  const { fill, ink } = badgeFill(T, kind)
  const dot = options.dot ?? true
  const w = measure(text, 20) + (dot ? 46 : 30)
  const left = options.end ? x - w : x
  const svg =
    rect(left, cy - BADGE_H / 2, w, BADGE_H, fill, `rx="${BADGE_H / 2}"`) +
    (dot ? `<circle cx="${r1(left + 17)}" cy="${r1(cy)}" r="5" fill="${ink}"/>` : '') +
    label(left + (dot ? 30 : 15), cy + 7, text, ink, fill, { size: 20 })
  return { svg, w }
}

/** Small outlined chips in a row (features, codecs, keywords). */
function chips(T: Theme, x: number, cy: number, items: readonly string[], surface: string, gap = 8): string {
  let left = x
  return items
    .map((item) => {
      const w = measure(item, 20) + 24
      const svg =
        rect(left, cy - 16, w, 32, 'none', `rx="8" stroke="${T.line}" stroke-width="2"`) + label(left + 12, cy + 7, item, T.text, surface, { size: 20 })
      left += w + gap
      return svg
    })
    .join('')
}

/** A card: a rounded panel with an optional heading. */
function card(T: Theme, x: number, y: number, w: number, h: number, heading?: string, note?: string): string {
  let svg = rect(x, y, w, h, T.panel, `rx="14" stroke="${T.line}" stroke-width="2"`)
  if (heading) svg += label(x + 24, y + 42, heading, T.text, T.panel, { size: 24, bold: true, max: w - 48 - (note ? measure(note, 20) + 16 : 0) })
  if (note) svg += label(x + w - 24, y + 42, note, T.muted, T.panel, { size: 20, anchor: 'end' })
  return svg
}

/** A figure with its caption: a stat tile. */
function stat(T: Theme, x: number, y: number, w: number, caption: string, value: string, tone?: string): string {
  return (
    card(T, x, y, w, 112) +
    label(x + 22, y + 38, caption, T.muted, T.panel, { size: 20, max: w - 44 }) +
    label(x + 22, y + 88, value, tone ?? T.text, T.panel, { size: 34, bold: true, max: w - 44 })
  )
}

type Cell = string | { badge: string; kind: BadgeKind } | { chips: readonly string[] } | { bar: number; text: string } | { strong: string } | { mono: string }

type Column = { label: string; w: number; align?: 'end' }

/** A table: a header row on the panel colour, then rows split by hairlines. */
function table(T: Theme, x: number, y: number, columns: readonly Column[], rows: readonly (readonly Cell[])[], rowH = 56): string {
  const w = columns.reduce((sum, c) => sum + c.w, 0)
  const parts = [rect(x, y, w, 46, T.panel, 'rx="10"')]
  let cx = x
  const lefts = columns.map((c) => {
    const left = cx
    cx += c.w
    return left
  })
  columns.forEach((c, i) => {
    const tx = c.align === 'end' ? lefts[i] + c.w - 16 : lefts[i] + 16
    parts.push(label(tx, y + 30, c.label, T.muted, T.panel, { size: 20, anchor: c.align, max: c.w - 24 }))
  })
  rows.forEach((row, r) => {
    const top = y + 46 + r * rowH
    const cy = top + rowH / 2
    if (r > 0) parts.push(hline(x, x + w, top, T.line))
    row.forEach((cell, i) => {
      const c = columns[i]
      const left = lefts[i] + 16
      const inner = c.w - 28
      const anchor = c.align
      const tx = anchor === 'end' ? lefts[i] + c.w - 16 : left
      if (typeof cell === 'string') parts.push(label(tx, cy + 8, cell, T.text, T.surface, { anchor, max: inner }))
      else if ('strong' in cell) parts.push(label(tx, cy + 8, cell.strong, T.text, T.surface, { anchor, max: inner, bold: true }))
      else if ('mono' in cell) parts.push(label(tx, cy + 7, cell.mono, T.text, T.surface, { anchor, max: inner, mono: true, size: 21 }))
      else if ('badge' in cell) parts.push(badge(T, anchor === 'end' ? tx : left, cy, cell.badge, cell.kind, { end: anchor === 'end' }).svg)
      else if ('chips' in cell) parts.push(chips(T, left, cy, cell.chips, T.surface, 6))
      else {
        // Room for the widest figure, so every bar in the column has the same length.
        const barW = inner - measure('000 MB', 20) - 16
        parts.push(rect(left, cy - 5, barW, 10, T.line, 'rx="5"'))
        parts.push(rect(left, cy - 5, Math.max(10, barW * Math.min(1, cell.bar)), 10, cell.bar > 0.9 ? (T.dark ? C.citron : '#b8860b') : T.series[1], 'rx="5"'))
        parts.push(label(left + inner, cy + 7, cell.text, T.muted, T.surface, { size: 20, anchor: 'end' }))
      }
    })
  })
  return parts.join('')
}

type Axis = { max: number; ticks: number; format: (v: number) => string; labels: readonly string[] }

/** Grid lines with value labels on the left and category labels underneath; returns the plot area. */
function axes(T: Theme, x: number, y: number, w: number, h: number, axis: Axis, surface: string): { svg: string; px: number; pw: number } {
  const gutter = Math.max(...Array.from({ length: axis.ticks + 1 }, (_, i) => measure(axis.format((axis.max * i) / axis.ticks), 20))) + 14
  const px = x + gutter
  const pw = w - gutter
  const parts: string[] = []
  for (let i = 0; i <= axis.ticks; i++) {
    const gy = y + h - (h * i) / axis.ticks
    parts.push(hline(px, px + pw, gy, T.line, i === 0 ? 2 : 1.5))
    parts.push(label(px - 12, gy + 7, axis.format((axis.max * i) / axis.ticks), T.muted, surface, { size: 20, anchor: 'end' }))
  }
  axis.labels.forEach((text, i) => {
    if (!text) return
    const lx = px + (pw * (i + 0.5)) / axis.labels.length
    parts.push(label(lx, y + h + 32, text, T.muted, surface, { size: 20, anchor: 'middle' }))
  })
  return { svg: parts.join(''), px, pw }
}

/** Stacked bars, one stack per value list. */
function barChart(T: Theme, x: number, y: number, w: number, h: number, stacks: readonly (readonly number[])[], axis: Axis, surface: string): string {
  const { svg, px, pw } = axes(T, x, y, w, h, axis, surface)
  const slot = pw / stacks.length
  const bw = slot * 0.62
  const bars = stacks.map((values, i) => {
    let top = y + h
    return values
      .map((v, s) => {
        const bh = (h * v) / axis.max
        top -= bh
        return rect(px + slot * i + (slot - bw) / 2, top, bw, bh, T.series[s], s === values.length - 1 ? 'rx="4"' : '')
      })
      .join('')
  })
  return svg + bars.join('')
}

/** Lines over the same axes, optionally with the first one's area filled. */
function lineChart(
  T: Theme,
  x: number,
  y: number,
  w: number,
  h: number,
  series: readonly (readonly number[])[],
  axis: Axis,
  surface: string,
  area = true,
): string {
  const { svg, px, pw } = axes(T, x, y, w, h, axis, surface)
  const point = (v: number, i: number, n: number) => `${r1(px + (pw * i) / (n - 1))} ${r1(y + h - (h * v) / axis.max)}`
  const parts = [svg]
  series.forEach((values, s) => {
    const d = values.map((v, i) => `${i ? 'L' : 'M'}${point(v, i, values.length)}`).join('')
    if (area && s === 0) parts.push(`<path d="${d}L${r1(px + pw)} ${y + h}L${r1(px)} ${y + h}Z" fill="url(#area)"/>`)
    parts.push(`<path d="${d}" fill="none" stroke="${T.series[s]}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>`)
  })
  return parts.join('')
}

/** A legend: colour swatches and their names in a row, right-aligned at x. */
function legend(T: Theme, right: number, cy: number, names: readonly string[], surface: string): string {
  const widths = names.map((n) => measure(n, 20) + 40)
  let x = right - widths.reduce((a, b) => a + b, 0)
  return names
    .map((n, i) => {
      const svg = rect(x, cy - 8, 16, 16, T.series[i], 'rx="4"') + label(x + 24, cy + 7, n, T.muted, surface, { size: 20 })
      x += widths[i]
      return svg
    })
    .join('')
}

type TimelineEvent = { time: string; name: string; detail: string; tone: string; chip?: string }

/** Events down a vertical line: time, a dot, the event's name and one line of detail, an optional chip on the right. */
function timeline(T: Theme, x: number, y: number, w: number, events: readonly TimelineEvent[], step: number, surface: string): string {
  const lineX = x + Math.max(...events.map((e) => measure(e.time, 20, { mono: true }))) + 24
  const parts = [`<path d="M${lineX} ${y + 10}V${y + step * (events.length - 1) + 10}" stroke="${T.line}" stroke-width="3"/>`]
  events.forEach((e, i) => {
    const cy = y + i * step + 10
    parts.push(label(x, cy + 7, e.time, T.muted, surface, { size: 20, mono: true }))
    parts.push(`<circle cx="${lineX}" cy="${cy}" r="11" fill="${e.tone}" stroke="${surface}" stroke-width="4"/>`)
    const chipW = e.chip ? measure(e.chip, 20) + 28 : 0
    parts.push(label(lineX + 30, cy + 8, e.name, T.text, surface, { size: 22, bold: true, mono: true, max: x + w - lineX - 30 - chipW }))
    parts.push(label(lineX + 30, cy + 40, e.detail, T.muted, surface, { size: 20, max: x + w - lineX - 30 }))
    if (e.chip) parts.push(chips(T, x + w - chipW, cy, [e.chip], surface))
  })
  return parts.join('')
}

type Token = readonly [string, 'plain' | 'key' | 'string' | 'comment' | 'name' | 'prompt']

/** A code editor panel, always dark (code reads as code on either theme), with line numbers. */
function codeBlock(
  x: number,
  y: number,
  w: number,
  lines: readonly (readonly Token[])[],
  options: { numbers?: boolean; size?: number; step?: number } = {},
): string {
  const size = options.size ?? 22
  const step = options.step ?? 38
  const surface = '#14161b'
  const ink: Record<Token[1], string> = { plain: C.cream, key: C.citron, string: '#7ddcb0', comment: '#a6a196', name: '#b9c4ff', prompt: C.green }
  const h = lines.length * step + 40
  const gutter = options.numbers === false ? 24 : 70
  const parts = [rect(x, y, w, h, surface, 'rx="14"')]
  lines.forEach((tokens, i) => {
    const baseline = y + 20 + step * i + step / 2 + 8
    if (options.numbers !== false) parts.push(label(x + 46, baseline, String(i + 1), '#a6a196', surface, { size: size - 2, mono: true, anchor: 'end' }))
    // One text per line, a tspan per token: the font's own advance keeps the columns aligned.
    let room = Math.floor((w - gutter - 20) / measure('0', size, { mono: true }))
    const spans: string[] = []
    for (const [text, kind] of tokens) {
      if (room <= 0) break
      const shown = text.length > room ? `${text.slice(0, room - 1)}…` : text
      room -= shown.length
      usedPairs.add(`${ink[kind]}|${surface}`)
      spans.push(`<tspan fill="${ink[kind]}">${escapeXml(shown)}</tspan>`)
    }
    if (spans.length)
      parts.push(`<text x="${r1(x + gutter)}" y="${r1(baseline)}" font-family="${MONO}" font-size="${size}" xml:space="preserve">${spans.join('')}</text>`)
  })
  return parts.join('')
}

/** A dotted world map (equirectangular) inside a box, with pins; returns the map and a projection. */
function worldMap(T: Theme, x: number, y: number, w: number, h: number, surface: string) {
  const project = (lat: number, lon: number) => ({ x: x + ((lon + 170) / 340) * w, y: y + ((78 - lat) / 136) * h })
  const dots: string[] = []
  for (let lat = 76; lat > -58; lat -= 4) {
    for (let lon = -168; lon < 170; lon += 4) {
      if (!isLand(lat, lon)) continue
      const p = project(lat, lon)
      dots.push(`<circle cx="${r1(p.x)}" cy="${r1(p.y)}" r="${r1(Math.min(w / 85, h / 34) * 0.55)}"/>`)
    }
  }
  const svg = `<g fill="${T.dark ? '#3a3e49' : '#d9cdb6'}">${dots.join('')}</g>`
  const pin = (lat: number, lon: number, fill: string, name?: string) => {
    const p = project(lat, lon)
    return (
      `<circle cx="${r1(p.x)}" cy="${r1(p.y)}" r="16" fill="${fill}" fill-opacity="0.25"/><circle cx="${r1(p.x)}" cy="${r1(p.y)}" r="7" fill="${fill}" stroke="${surface}" stroke-width="3"/>` +
      (name ? label(p.x + 14, p.y - 12, name, T.text, surface, { size: 20, bold: true }) : '')
    )
  }
  return { svg, project, pin }
}

/** A form row: a caption above a field with its value. */
function field(T: Theme, x: number, y: number, w: number, caption: string, value: string, surface: string, select = false): string {
  const parts = [
    label(x, y + 20, caption, T.muted, surface, { size: 20 }),
    rect(x, y + 32, w, 50, T.surface, `rx="10" stroke="${T.line}" stroke-width="2"`),
    label(x + 16, y + 65, value, T.text, T.surface, { max: w - (select ? 64 : 32) }),
  ]
  if (select) parts.push(`<path d="M${x + w - 34} ${y + 52}l8 8l8-8" fill="none" stroke="${T.muted}" stroke-width="2.5" stroke-linecap="round"/>`)
  return parts.join('')
}

/** An audio waveform of mirrored bars: those before `played` (0–1 of the width) in `done`, the rest in `rest`. */
function waveform(x: number, y: number, w: number, h: number, bars: number, played: number, done: string, rest: string, seed = 1): string {
  const step = w / bars
  const bw = Math.max(3, step * 0.56)
  return Array.from({ length: bars }, (_, i) => {
    // Speech: syllables of varying loudness, with short pauses between words.
    const pause = (i + seed * 3) % 13 > 10
    const v = pause ? 0.08 : 0.2 + 0.8 * Math.abs(Math.sin(i * 0.61 + seed) * Math.sin(i * 0.23 + seed * 2.1))
    const bh = Math.max(4, h * v)
    return rect(x + i * step + (step - bw) / 2, y + (h - bh) / 2, bw, bh, i / bars < played ? done : rest, `rx="${r1(bw / 2)}"`)
  }).join('')
}

/** A check mark in a filled circle (a step done). */
function tick(cx: number, cy: number, fill: string, ink: string, r = 16): string {
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r}" fill="${fill}"/><path d="M${r1(cx - r * 0.42)} ${r1(cy)}l${r1(r * 0.3)} ${r1(r * 0.3)}l${r1(r * 0.55)}-${r1(r * 0.58)}" fill="none" stroke="${ink}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`
}

const fmtInt = (n: number) => Math.round(n).toLocaleString('en-US')

// ------------------------------------------------------------------ Voice

const CALL_FROM = '+12125550187'
const CALL_TO = '+14155550132'

function voiceTimeline(): string {
  const T = LIGHT
  const parts: string[] = []
  const tiles = [
    ['From', phone(CALL_FROM)],
    ['To', phone(CALL_TO)],
    ['Duration', '3:42'],
  ] as const
  const tw = (CW - 32) / 3
  tiles.forEach(([caption, value], i) => {
    const x = CX + i * (tw + 16)
    parts.push(card(T, x, CT, tw, 96))
    parts.push(label(x + 20, CT + 36, caption, T.muted, T.panel, { size: 20 }))
    parts.push(label(x + 20, CT + 74, value, T.text, T.panel, { size: 24, bold: true, max: tw - 40 }))
  })
  parts.push(label(CX, CT + 146, 'Events', T.text, T.surface, { size: 24, bold: true }))
  parts.push(label(CR, CT + 146, 'Webhook responses', T.muted, T.surface, { size: 20, anchor: 'end' }))
  const events: TimelineEvent[] = [
    { time: '14:02:11.204', name: 'call.initiated', detail: `Dialling ${phone(CALL_TO)} from ${phone(CALL_FROM)}`, tone: T.series[0], chip: '200 · 38 ms' },
    { time: '14:02:13.871', name: 'call.answered', detail: 'Answered after 2.7 s via PoP ash1 (Ashburn)', tone: C.green, chip: '200 · 41 ms' },
    { time: '14:02:14.020', name: 'call.recording.started', detail: 'Dual-channel WAV, both legs', tone: T.series[0], chip: '200 · 35 ms' },
    { time: '14:02:19.455', name: 'call.dtmf.received', detail: 'Digit 2 (“Billing”) from the caller', tone: C.citron, chip: '200 · 44 ms' },
    { time: '14:05:53.310', name: 'call.hangup', detail: 'Hung up by the callee · normal clearing', tone: T.series[0], chip: '200 · 39 ms' },
    { time: '14:05:54.118', name: 'call.recording.saved', detail: 'rec_9f2c41.wav · 3:39 · 3.4 MB', tone: C.green, chip: '200 · 52 ms' },
  ]
  parts.push(timeline(T, CX, CT + 190, CW, events, 72, T.surface))
  return frame(
    {
      theme: T,
      url: 'portal.ostra.com/voice/calls/v3:9f2c41',
      nav: 'Voice',
      crumb: 'Voice  /  Calls  /  v3:9f2c41',
      title: 'Outbound call',
      action: 'Replay events',
    },
    parts.join('') + badge(T, CX + measure('Outbound call', 32, { bold: true }) + 20, 155, 'Completed', 'ok').svg,
  )
}

function voicePops(): string {
  const T = DARK
  const parts: string[] = []
  const mapH = 250
  parts.push(card(T, CX, CT, CW, mapH))
  const map = worldMap(T, CX + 20, CT + 16, CW - 40, mapH - 32, T.panel)
  parts.push(map.svg)
  const pops = [
    { code: 'ash1', city: 'Ashburn', region: 'US East', lat: 39, lon: -77.5, ms: 12, calls: 18422, status: ['Operational', 'ok'] as const },
    { code: 'chi1', city: 'Chicago', region: 'US Central', lat: 41.9, lon: -87.6, ms: 24, calls: 9310, status: ['Operational', 'ok'] as const },
    { code: 'sjc1', city: 'San Jose', region: 'US West', lat: 37.3, lon: -121.9, ms: 61, calls: 11074, status: ['Operational', 'ok'] as const },
    { code: 'lon1', city: 'London', region: 'Europe', lat: 51.5, lon: -0.1, ms: 78, calls: 7865, status: ['Operational', 'ok'] as const },
    { code: 'fra1', city: 'Frankfurt', region: 'Europe', lat: 50.1, lon: 8.7, ms: 86, calls: 5122, status: ['Maintenance', 'warn'] as const },
    { code: 'syd1', city: 'Sydney', region: 'Asia Pacific', lat: -33.9, lon: 151.2, ms: 192, calls: 2318, status: ['Operational', 'ok'] as const },
  ]
  for (const p of pops) parts.push(map.pin(p.lat, p.lon, p.status[1] === 'warn' ? C.citron : C.green))
  const rows = pops.map((p): Cell[] => [
    { strong: `${p.city} · ${p.code}` },
    p.region,
    `${p.ms} ms`,
    fmtInt(p.calls),
    { badge: p.status[0], kind: p.status[1] },
  ])
  parts.push(
    table(
      T,
      CX,
      CT + mapH + 20,
      [
        { label: 'Point of presence', w: 262 },
        { label: 'Region', w: 176 },
        { label: 'RTT', w: 116, align: 'end' },
        { label: 'Live calls', w: 146, align: 'end' },
        { label: 'Status', w: 252 },
      ],
      rows,
      50,
    ),
  )
  return frame(
    {
      theme: T,
      url: 'portal.ostra.com/network/pops',
      nav: 'Voice',
      crumb: 'Network  /  Points of presence',
      title: 'Points of presence',
      action: 'Latency test',
    },
    parts.join(''),
  )
}

function voiceCodecs(): string {
  const T = LIGHT
  const parts: string[] = []
  const lw = 470
  const rx = CX + lw + 24
  const rw = CR - rx
  // Left: what each side offered, and what was chosen.
  parts.push(card(T, CX, CT, lw, CB - CT, 'Media negotiation', 'SDP'))
  const offers = [
    { name: 'Opus', rate: '48 kHz · wideband', chosen: true },
    { name: 'AMR-WB', rate: '16 kHz · mobile HD' },
    { name: 'G.722', rate: '16 kHz · HD voice' },
    { name: 'G.711 μ-law', rate: '8 kHz · PCMU' },
    { name: 'G.711 A-law', rate: '8 kHz · PCMA' },
    { name: 'telephone-event', rate: 'RFC 4733 DTMF' },
  ]
  offers.forEach((o, i) => {
    const y = CT + 74 + i * 72
    const fill = o.chosen ? C.blue : T.surface
    parts.push(rect(CX + 20, y, lw - 40, 60, fill, `rx="10" ${o.chosen ? '' : `stroke="${T.line}" stroke-width="2"`}`))
    parts.push(label(CX + 40, y + 38, o.name, o.chosen ? C.cream : T.text, fill, { bold: true }))
    parts.push(label(CX + lw - 40, y + 38, o.rate, o.chosen ? C.cream : T.muted, fill, { size: 20, anchor: 'end' }))
  })
  parts.push(label(CX + 24, CB - 62, 'Answer: opus/48000/2', T.text, T.panel, { mono: true, size: 21 }))
  parts.push(label(CX + 24, CB - 28, 'Offered 6 · matched 4 · ptime 20 ms', T.muted, T.panel, { size: 20 }))
  // Right: the call quality that resulted.
  parts.push(card(T, rx, CT, rw, 300, 'Call quality', 'live'))
  parts.push(label(rx + 24, CT + 150, '4.4', T.text, T.panel, { size: 80, bold: true }))
  parts.push(label(rx + 190, CT + 112, 'MOS', T.muted, T.panel, { size: 20 }))
  parts.push(badge(T, rx + 190, CT + 138, 'Excellent', 'ok').svg)
  const metrics = [
    ['Jitter', '3.1 ms'],
    ['Packet loss', '0.02 %'],
    ['Round trip', '38 ms'],
  ] as const
  const mw = (rw - 48) / 3
  metrics.forEach(([caption, value], i) => {
    const x = rx + 24 + i * mw
    parts.push(label(x, CT + 222, caption, T.muted, T.panel, { size: 20 }))
    parts.push(label(x, CT + 262, value, T.text, T.panel, { size: 26, bold: true }))
  })
  parts.push(card(T, rx, CT + 324, rw, CB - CT - 324, 'MOS over the call'))
  const mos = [4.3, 4.4, 4.4, 4.5, 4.4, 4.2, 4.3, 4.4, 4.4, 4.5, 4.4, 4.4]
  parts.push(
    lineChart(
      T,
      rx + 24,
      CT + 400,
      rw - 48,
      140,
      [mos.map((v) => v - 3)],
      { max: 2, ticks: 2, format: (v) => (v + 3).toFixed(1), labels: ['0:00', '', '', '', '', '1:50', '', '', '', '', '', '3:40'] },
      T.panel,
    ),
  )
  return frame(
    {
      theme: T,
      url: 'portal.ostra.com/voice/calls/v3:9f2c41/quality',
      nav: 'Voice',
      crumb: 'Voice  /  Calls  /  v3:9f2c41  /  Quality',
      title: 'Codecs and call quality',
    },
    parts.join(''),
  )
}

function sipTrunk(): string {
  const T = LIGHT
  const parts: string[] = []
  const h1 = 310
  parts.push(card(T, CX, CT, CW, h1, 'Concurrent calls, last 24 hours', 'now 412 · peak 2,140'))
  // No channel bundle: the trunk follows the traffic, up to a safety limit the customer can raise.
  const calls = Array.from({ length: 25 }, (_, h) => {
    const day = h >= 8 && h <= 19 ? Math.sin(((h - 8) / 11) * Math.PI) : 0
    const campaign = h === 14 ? 620 : h === 13 || h === 15 ? 280 : 0
    return 90 + 1380 * day + campaign + (h % 3) * 24
  })
  calls[24] = 412
  const cy = CT + 84
  const chH = 168
  parts.push(
    lineChart(
      T,
      CX + 24,
      cy,
      CW - 48,
      chH,
      [calls],
      { max: 3000, ticks: 3, format: (v) => fmtInt(v), labels: calls.map((_, h) => (h % 6 === 0 ? `${String(h).padStart(2, '0')}:00` : '')) },
      T.panel,
    ),
  )
  const limitY = cy + chH * (1 - 2500 / 3000)
  parts.push(`<path d="M${CX + 100} ${r1(limitY)}H${CR - 24}" stroke="#b3261e" stroke-width="2.5" stroke-dasharray="10 8"/>`)
  parts.push(rect(CR - 330, limitY - 38, 306, 30, T.panel))
  parts.push(label(CR - 28, limitY - 14, 'Safety limit 2,500 · no channel cap', '#b3261e', T.panel, { size: 20, anchor: 'end', bold: true }))
  // Bottom left: the PBXs registered on the trunk.
  const by = CT + h1 + 24
  const rows: [string, string, string, BadgeKind][] = [
    ['3CX V20', 'TLS/SRTP', 'Registered', 'ok'],
    ['FreePBX 17', 'UDP', 'Registered', 'ok'],
    ['Cisco CUBE', 'TLS/SRTP', 'Allow-listed', 'ok'],
    ['Avaya SBCE', 'TCP', 'Standby', 'neutral'],
  ]
  parts.push(
    table(
      T,
      CX,
      by,
      [
        { label: 'Registered PBXs', w: 200 },
        { label: 'Transport', w: 156 },
        { label: 'Status', w: 224 },
      ],
      rows.map(([pbx, transport, status, kind]): Cell[] => [{ strong: pbx }, transport, { badge: status, kind }]),
      (CB - by - 46) / 4,
    ),
  )
  // Bottom right: where calls go when a PBX does not answer.
  const rx = CX + 604
  const rw = CR - rx
  parts.push(card(T, rx, by, rw, CB - by, 'Failover', 'weighted'))
  // Up to five destinations per number: the two PBXs share priority 1, then a mobile, then voicemail.
  const destinations = [
    ['1', '3CX · HQ', '70 %'],
    ['1', 'FreePBX · DR', '30 %'],
    ['2', phone('+14155550132'), ''],
    ['3', 'Voicemail', ''],
  ] as const
  destinations.forEach(([priority, name, weight], i) => {
    const y = by + 94 + i * 46
    parts.push(`<circle cx="${rx + 38}" cy="${y - 7}" r="14" fill="${i < 2 ? C.green : C.tan}"/>`)
    parts.push(label(rx + 38, y, priority, C.black, i < 2 ? C.green : C.tan, { size: 20, bold: true, anchor: 'middle' }))
    parts.push(label(rx + 64, y, name, T.text, T.panel, { size: 20, max: rw - 150 }))
    if (weight) parts.push(label(rx + rw - 24, y, weight, T.muted, T.panel, { size: 20, anchor: 'end' }))
  })
  return frame(
    {
      theme: T,
      url: 'portal.ostra.com/voice/sip-trunks/trk-hq-0412',
      nav: 'Voice',
      crumb: 'Voice  /  SIP trunks  /  trk-hq-0412',
      title: 'Headquarters trunk',
      action: 'Raise safety limit',
    },
    parts.join('') + badge(T, CX + measure('Headquarters trunk', 32, { bold: true }) + 20, 155, 'Anycast · 3 regions', 'info').svg,
  )
}

// ------------------------------------------------------------------ Messaging

function messageLog(): string {
  const T = DARK
  const parts: string[] = [chips(T, CX, CT + 18, ['Last 24 hours', 'All statuses', 'Profile: Reminders'], T.surface, 12)]
  parts.push(label(CR, CT + 25, '148,220 messages', T.muted, T.surface, { size: 20, anchor: 'end' }))
  const rows: [string, string, string, string, string, BadgeKind][] = [
    ['14:02:11', '+14155550132', 'T-Mobile US', '1', 'Delivered', 'ok'],
    ['14:02:10', '+12125550187', 'Verizon', '2', 'Delivered', 'ok'],
    ['14:02:10', '+447700900461', 'EE', '1', 'Sent', 'warn'],
    ['14:02:09', '+13125550146', 'AT&T', '1', 'Delivered', 'ok'],
    ['14:02:08', '+16175550199', 'Verizon', '3', 'Failed', 'bad'],
    ['14:02:08', '+447700900872', 'Vodafone UK', '1', 'Delivered', 'ok'],
    ['14:02:07', '+13055550113', 'T-Mobile US', '1', 'Queued', 'neutral'],
    ['14:02:06', '+16045550178', 'Rogers', '2', 'Delivered', 'ok'],
  ]
  parts.push(
    table(
      T,
      CX,
      CT + 58,
      [
        { label: 'Time', w: 140 },
        { label: 'To', w: 250 },
        { label: 'Carrier', w: 206 },
        { label: 'Parts', w: 96, align: 'end' },
        { label: 'Status', w: 260 },
      ],
      rows.map(([time, to, carrier, parts_, status, kind]) => [
        { mono: time },
        phone(to),
        carrier,
        parts_,
        { badge: kind === 'bad' ? `${status} · 30007` : status, kind },
      ]),
      58,
    ),
  )
  return frame(
    { theme: T, url: 'portal.ostra.com/messaging/logs', nav: 'Messaging', crumb: 'Messaging  /  Message log', title: 'Message log', action: 'Export CSV' },
    parts.join(''),
  )
}

function messageThroughput(): string {
  const T = LIGHT
  const parts: string[] = []
  const tw = (CW - 48) / 4
  const tiles = [
    ['Sent today', '148,220'],
    ['Delivered', '99.2 %'],
    ['Peak rate', '412 MPS'],
    ['Numbers in pool', '24'],
  ] as const
  tiles.forEach(([caption, value], i) => parts.push(stat(T, CX + i * (tw + 16), CT, tw, caption, value, i === 1 ? T.positive : undefined)))
  const top = CT + 136
  parts.push(card(T, CX, top, CW, CB - top, 'Messages per second, last hour'))
  const next = (i: number) => 240 + 150 * Math.sin(i / 2.3) + 60 * Math.sin(i * 1.7) + (i > 14 && i < 20 ? 90 : 0)
  const stacks = Array.from({ length: 24 }, (_, i) => {
    const total = Math.min(412, Math.max(60, next(i)))
    return [total * 0.62, total * 0.38]
  })
  const labels = Array.from({ length: 24 }, (_, i) =>
    i % 4 === 0 ? `${13 + Math.floor((i * 2.5 + 5) / 60)}:${String(Math.round((i * 2.5 + 5) % 60)).padStart(2, '0')}` : '',
  )
  parts.push(legend(T, CR - 24, top + 36, ['SMS', 'MMS'], T.panel))
  parts.push(barChart(T, CX + 24, top + 116, CW - 48, CB - top - 176, stacks, { max: 500, ticks: 5, format: (v) => String(v), labels }, T.panel))
  // The campaign's limit, dashed across the chart.
  const limitY = top + 116 + (CB - top - 176) * (1 - 450 / 500)
  parts.push(`<path d="M${CX + 80} ${r1(limitY)}H${CR - 24}" stroke="${C.black}" stroke-width="2.5" stroke-dasharray="10 8"/>`)
  parts.push(rect(CR - 250, limitY - 44, 226, 36, T.panel))
  parts.push(label(CR - 28, limitY - 18, 'Campaign limit 450', T.text, T.panel, { size: 20, anchor: 'end', bold: true }))
  return frame(
    {
      theme: T,
      url: 'portal.ostra.com/messaging/pools/reminders',
      nav: 'Messaging',
      crumb: 'Messaging  /  Number pools  /  Reminders',
      title: 'Appointment reminders',
      action: 'Edit pool',
    },
    parts.join(''),
  )
}

function campaign(): string {
  const T = DARK
  const parts: string[] = []
  const lw = 540
  parts.push(card(T, CX, CT, lw, CB - CT, 'Registration'))
  const steps = [
    ['Brand registered', 'Northwind Health Inc. · EIN verified', 'Verified'],
    ['Vetting score', 'Aegis Mobile · score 87 of 100', '87'],
    ['Campaign submitted', 'Use case: Customer care', 'Nov 18'],
    ['Carrier review', 'T-Mobile, AT&T, Verizon approved', 'Approved'],
    ['Numbers assigned', '24 numbers from pool Reminders', '24'],
  ] as const
  steps.forEach(([name, detail, value], i) => {
    const y = CT + 104 + i * 108
    if (i < steps.length - 1) parts.push(`<path d="M${CX + 44} ${y + 18}V${y + 90}" stroke="${C.green}" stroke-width="3"/>`)
    parts.push(tick(CX + 44, y, C.green, C.black))
    parts.push(label(CX + 76, y + 8, name, T.text, T.panel, { bold: true, max: lw - 200 }))
    parts.push(label(CX + 76, y + 40, detail, T.muted, T.panel, { size: 20, max: lw - 100 }))
    parts.push(label(CX + lw - 24, y + 8, value, T.accent, T.panel, { size: 20, bold: true, anchor: 'end' }))
  })
  const rx = CX + lw + 24
  const rw = CR - rx
  parts.push(card(T, rx, CT, rw, 250, 'Throughput'))
  parts.push(label(rx + 24, CT + 130, '4,500', T.text, T.panel, { size: 56, bold: true }))
  parts.push(label(rx + 24, CT + 170, 'messages / min on T-Mobile', T.muted, T.panel, { size: 20 }))
  parts.push(label(rx + 24, CT + 214, 'AT&T class A · 240 / min', T.muted, T.panel, { size: 20 }))
  parts.push(card(T, rx, CT + 274, rw, CB - CT - 274, 'Keywords'))
  ;(
    [
      ['Opt-in', 'START'],
      ['Opt-out', 'STOP'],
      ['Help', 'HELP'],
    ] as const
  ).forEach(([caption, word], i) => {
    const y = CT + 274 + 90 + i * 56
    parts.push(label(rx + 24, y + 7, caption, T.muted, T.panel, { size: 20 }))
    parts.push(chips(T, rx + 150, y, [word], T.panel))
  })
  parts.push(label(rx + 24, CB - 30, 'Auto-replies on', T.positive, T.panel, { size: 20, bold: true }))
  return frame(
    {
      theme: T,
      url: 'portal.ostra.com/messaging/10dlc/campaigns/CX4F2Q1',
      nav: 'Messaging',
      crumb: '10DLC  /  Campaigns  /  CX4F2Q1',
      title: 'Customer care campaign',
    },
    parts.join('') + badge(T, CR, 152, 'Active', 'ok', { end: true }).svg,
  )
}

function rcsMessage(): string {
  const T = LIGHT
  const parts: string[] = []
  // Left: the message as the customer's phone shows it.
  const px = CX
  const pw = 360
  const py = CT - 8
  const ph = CB - py
  const screen = '#ffffff'
  parts.push(rect(px, py, pw, ph, C.black, 'rx="46"'))
  parts.push(rect(px + 12, py + 12, pw - 24, ph - 24, screen, 'rx="36"'))
  parts.push(rect(px + pw / 2 - 48, py + 24, 96, 24, C.black, 'rx="12"'))
  parts.push(label(px + 44, py + 44, '14:03', C.black, screen, { size: 20, bold: true }))
  // The agent's verified identity: logo, name, check mark.
  const hy = py + 92
  parts.push(`<path d="M${px + 38} ${hy - 10}l-10 10l10 10" fill="none" stroke="${C.black}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`)
  parts.push(`<circle cx="${px + 72}" cy="${hy}" r="22" fill="${C.blue}"/>`)
  parts.push(label(px + 72, hy + 8, 'N', C.cream, C.blue, { size: 22, bold: true, anchor: 'middle' }))
  const name = 'Northwind Health'
  parts.push(label(px + 104, hy - 4, name, C.black, screen, { size: 20, bold: true }))
  parts.push(tick(px + 104 + measure(name, 20, { bold: true }) + 14, hy - 11, C.blue, C.cream, 11))
  parts.push(label(px + 104, hy + 24, 'Verified business', GREY, screen, { size: 20 }))
  parts.push(hline(px + 12, px + pw - 12, hy + 44, T.line))
  // The rich card: image, text, suggested actions.
  const cx = px + 26
  const cw = pw - 52
  const cy = hy + 58
  const mh = 100
  const ch = mh + 102 + 2 * 46
  parts.push(rect(cx, cy, cw, ch, T.panel, `rx="18" stroke="${T.line}" stroke-width="2"`))
  parts.push(rect(cx, cy, cw, mh, C.blue, 'rx="18"') + rect(cx, cy + mh - 18, cw, 18, C.blue))
  // A calendar page on the brand colour.
  const kx = cx + cw / 2 - 44
  const ky = cy + 14
  parts.push(rect(kx, ky, 88, 72, C.cream, 'rx="10"') + rect(kx, ky, 88, 22, C.citron, 'rx="10"') + rect(kx, ky + 12, 88, 10, C.citron))
  parts.push(label(kx + 44, ky + 62, '26', C.blue, C.cream, { size: 34, bold: true, anchor: 'middle' }))
  parts.push(label(cx + 18, cy + mh + 34, 'Visit confirmed', C.black, T.panel, { size: 22, bold: true }))
  parts.push(label(cx + 18, cy + mh + 63, 'Thu, Nov 26 · 2:15 pm', C.black, T.panel, { size: 20 }))
  parts.push(label(cx + 18, cy + mh + 91, 'Dr. Patel · Lakeside', GREY, T.panel, { size: 20, max: cw - 36 }))
  ;['Add to calendar', 'Get directions'].forEach((action, i) => {
    const ay = cy + mh + 102 + i * 46
    parts.push(hline(cx, cx + cw, ay, T.line))
    parts.push(label(cx + cw / 2, ay + 31, action, C.blue, T.panel, { size: 20, bold: true, anchor: 'middle' }))
  })
  parts.push(label(px + pw - 28, cy + ch + 29, 'Read 14:02', GREY, screen, { size: 20, anchor: 'end' }))
  // Suggested replies, tapped without typing.
  const replies = [['Confirm', 'Reschedule'], ['Call us']]
  replies.forEach((row, r) => {
    let x = px + 26
    const y = cy + ch + 64 + r * 46
    for (const reply of row) {
      const w = measure(reply, 20, { bold: true }) + 32
      parts.push(rect(x, y - 19, w, 38, screen, `rx="19" stroke="${C.blue}" stroke-width="2"`))
      parts.push(label(x + w / 2, y + 7, reply, C.blue, screen, { size: 20, bold: true, anchor: 'middle' }))
      x += w + 10
    }
  })
  // Right: what happened to the message, and how often SMS stood in.
  const rx = px + pw + 32
  const rw = CR - rx
  const th = 440
  parts.push(card(T, rx, CT, rw, th, 'Delivery', 'msg_5c1e07'))
  const events: TimelineEvent[] = [
    { time: '14:02:01', name: 'capability.checked', detail: `${phone('+14155550132')} · RCS capable`, tone: C.green },
    { time: '14:02:01', name: 'message.sent', detail: 'Rich card, 2 actions, 3 replies', tone: C.blue },
    { time: '14:02:02', name: 'message.delivered', detail: 'Over RCS on Verizon, not SMS', tone: C.green },
    { time: '14:02:40', name: 'message.read', detail: 'Read receipt from the handset', tone: C.green },
    { time: '14:02:52', name: 'reply.received', detail: 'Suggested reply tapped', tone: C.green, chip: 'Confirm' },
  ]
  parts.push(timeline(T, rx + 24, CT + 84, rw - 48, events, 70, T.panel))
  const fy = CT + th + 24
  parts.push(card(T, rx, fy, rw, CB - fy, 'SMS fallback', 'last 7 days'))
  const share = 0.826
  const bw = rw - 48
  parts.push(rect(rx + 24, fy + 66, bw, 16, '#c9b98f', 'rx="8"'))
  parts.push(rect(rx + 24, fy + 66, bw * share, 16, C.blue, 'rx="8"'))
  parts.push(label(rx + 24, fy + 114, 'RCS 82.6 %', T.text, T.panel, { size: 20, bold: true }))
  parts.push(label(rx + rw - 24, fy + 114, 'Sent as SMS 17.4 %', T.muted, T.panel, { size: 20, anchor: 'end' }))
  return frame(
    {
      theme: T,
      url: 'portal.ostra.com/messaging/rcs/nw-health',
      nav: 'Messaging',
      crumb: 'Messaging  /  RCS  /  Agents',
      title: 'Northwind Health',
    },
    parts.join('') + badge(T, CR, 152, 'Verified agent', 'ok', { end: true }).svg,
  )
}

// ------------------------------------------------------------------ Numbers

function numberSearch(): string {
  const T = LIGHT
  const parts: string[] = []
  parts.push(field(T, CX, CT - 6, 260, 'Country', 'All countries', T.surface, true))
  parts.push(field(T, CX + 280, CT - 6, 220, 'Type', 'Local', T.surface, true))
  parts.push(field(T, CX + 520, CT - 6, 250, 'Contains', '555', T.surface))
  parts.push(rect(CX + 790, CT + 26, CW - 790, 50, T.accentFill, 'rx="10"'))
  parts.push(label(CX + 790 + (CW - 790) / 2, CT + 58, 'Search', T.onAccent, T.accentFill, { bold: true, anchor: 'middle' }))
  const rows: [string, string, string[], string][] = [
    ['+14155550132', 'San Francisco', ['Voice', 'SMS', 'MMS'], '$1.00'],
    ['+12125550187', 'New York', ['Voice', 'SMS', 'MMS'], '$1.00'],
    ['+442079460958', 'London', ['Voice', 'SMS'], '$1.50'],
    ['+16045550178', 'Vancouver', ['Voice', 'SMS'], '$1.25'],
    ['+61255504821', 'Sydney', ['Voice'], '$3.00'],
    ['+33199001234', 'Paris', ['Voice'], '$2.00'],
    ['+31205550123', 'Amsterdam', ['Voice', 'SMS'], '$2.50'],
  ]
  parts.push(
    table(
      T,
      CX,
      CT + 100,
      [
        { label: 'Number', w: 270 },
        { label: 'Locality', w: 194 },
        { label: 'Features', w: 256 },
        { label: 'Monthly', w: 112, align: 'end' },
        { label: '', w: 120 },
      ],
      rows.map(([n, place, features, price]) => [{ strong: phone(n) }, place, { chips: features }, price, '']),
      62,
    ),
  )
  rows.forEach((_, i) => {
    const cy = CT + 100 + 46 + i * 62 + 31
    parts.push(rect(CR - 110, cy - 20, 100, 40, 'none', `rx="10" stroke="${C.blue}" stroke-width="2"`))
    parts.push(label(CR - 60, cy + 7, 'Buy', C.blue, T.surface, { size: 20, bold: true, anchor: 'middle' }))
  })
  return frame(
    { theme: T, url: 'portal.ostra.com/numbers/search', nav: 'Numbers', crumb: 'Numbers  /  Search and buy', title: '7 numbers available' },
    parts.join(''),
  )
}

function porting(): string {
  const T = DARK
  const parts: string[] = []
  parts.push(card(T, CX, CT, CW, 170))
  const steps = ['Submitted', 'LOA signed', 'Carrier accepted', 'FOC confirmed', 'Ported']
  const done = 4
  const sx = CX + 90
  const sw = (CW - 180) / (steps.length - 1)
  parts.push(hline(sx, sx + sw * (steps.length - 1), CT + 64, T.line, 6))
  parts.push(hline(sx, sx + sw * (done - 1), CT + 64, C.green, 6))
  steps.forEach((s, i) => {
    const x = sx + sw * i
    if (i < done) parts.push(tick(x, CT + 64, C.green, C.black, 20))
    else parts.push(`<circle cx="${r1(x)}" cy="${CT + 64}" r="18" fill="${T.panel}" stroke="${T.line}" stroke-width="5"/>`)
    parts.push(label(x, CT + 120, s, i < done ? T.text : T.muted, T.panel, { size: 20, bold: i === done - 1, anchor: 'middle' }))
    parts.push(label(x, CT + 150, ['Nov 17', 'Nov 17', 'Nov 19', 'Nov 21', 'Dec 2'][i], T.muted, T.panel, { size: 20, anchor: 'middle' }))
  })
  const top = CT + 194
  parts.push(card(T, CX, top, 400, CB - top, 'Activation'))
  parts.push(label(CX + 24, top + 116, 'Dec 2', T.text, T.panel, { size: 56, bold: true }))
  parts.push(label(CX + 24, top + 156, '09:00 ET · FOC date', T.muted, T.panel, { size: 20, max: 352 }))
  parts.push(label(CX + 24, top + 210, 'Losing carrier', T.muted, T.panel, { size: 20 }))
  parts.push(label(CX + 24, top + 242, 'Lumen Technologies', T.text, T.panel, { max: 352 }))
  parts.push(rect(CX + 24, CB - 76, 352, 52, T.accentFill, 'rx="10"'))
  parts.push(label(CX + 200, CB - 42, 'Activate on FOC date', T.onAccent, T.accentFill, { size: 20, bold: true, anchor: 'middle' }))
  const numbers = ['+13125550146', '+13125550147', '+13125550148', '+13125550162', '+13125550163', '+13125550190']
  parts.push(
    table(
      T,
      CX + 424,
      top,
      [
        { label: 'Numbers (6)', w: 300 },
        { label: 'Status', w: 228 },
      ],
      numbers.map((n, i): Cell[] => [{ strong: phone(n) }, i === 4 ? { badge: 'Needs CSR', kind: 'warn' } : { badge: 'FOC confirmed', kind: 'ok' }]),
      (CB - top - 46) / 6,
    ),
  )
  return frame(
    {
      theme: T,
      url: 'portal.ostra.com/numbers/porting/PO-20417',
      nav: 'Numbers',
      crumb: 'Numbers  /  Port-in orders  /  PO-20417',
      title: 'Port-in order PO-20417',
    },
    parts.join(''),
  )
}

function numberSettings(): string {
  const T = LIGHT
  const parts: string[] = []
  const lw = 470
  parts.push(field(T, CX, CT - 10, lw, 'Voice connection', 'London SIP trunk', T.surface, true))
  parts.push(field(T, CX, CT + 90, lw, 'Messaging profile', 'UK notifications', T.surface, true))
  parts.push(field(T, CX, CT + 190, lw, 'Caller ID name (CNAM)', 'NORTHWIND HEALTH', T.surface))
  parts.push(field(T, CX, CT + 290, lw, 'Emergency address', '10 Finsbury Square, London', T.surface, true))
  const toggles = [
    ['Call recording', true],
    ['Inbound call screening', false],
  ] as const
  toggles.forEach(([name, on], i) => {
    const y = CT + 420 + i * 60
    parts.push(label(CX, y + 8, name, T.text, T.surface))
    const fill = on ? C.green : '#d3c8b4'
    parts.push(rect(CX + lw - 64, y - 16, 64, 34, fill, 'rx="17"'))
    parts.push(`<circle cx="${on ? CX + lw - 17 : CX + lw - 47}" cy="${y + 1}" r="13" fill="#ffffff"/>`)
  })
  const rx = CX + lw + 32
  const rw = CR - rx
  parts.push(card(T, rx, CT - 10, rw, CB - CT + 10, 'Regulatory'))
  parts.push(label(rx + 24, CT + 62, 'United Kingdom · Geographic', T.muted, T.panel, { size: 20, max: rw - 48 }))
  const reqs = [
    ['End-user name', 'Northwind Health Ltd'],
    ['Proof of address', 'Utility bill · Oct 2026'],
    ['Company number', '09876543'],
    ['Local address', 'London 020 area'],
  ] as const
  reqs.forEach(([name, detail], i) => {
    const y = CT + 124 + i * 82
    parts.push(tick(rx + 40, y, C.green, C.black, 14))
    parts.push(label(rx + 68, y + 2, name, T.text, T.panel, { bold: true, max: rw - 92 }))
    parts.push(label(rx + 68, y + 34, detail, T.muted, T.panel, { size: 20, max: rw - 92 }))
  })
  parts.push(hline(rx + 24, rx + rw - 24, CB - 96, T.line))
  parts.push(label(rx + 24, CB - 44, 'Requirement group', T.muted, T.panel, { size: 20 }))
  parts.push(badge(T, rx + rw - 24, CB - 51, 'Approved', 'ok', { end: true }).svg)
  return frame(
    {
      theme: T,
      url: 'portal.ostra.com/numbers/+442079460958',
      nav: 'Numbers',
      crumb: 'Numbers  /  My numbers',
      title: phone('+442079460958'),
      action: 'Save changes',
    },
    parts.join(''),
  )
}

// ------------------------------------------------------------------ Identity

function lookupResult(): string {
  const T = DARK
  const parts: string[] = []
  parts.push(rect(CX, CT, CW - 170, 58, T.panel, `rx="12" stroke="${T.line}" stroke-width="2"`))
  parts.push(label(CX + 20, CT + 37, phone('+14155550132'), T.text, T.panel, { size: 24 }))
  parts.push(rect(CR - 150, CT, 150, 58, T.accentFill, 'rx="12"'))
  parts.push(label(CR - 75, CT + 37, 'Look up', T.onAccent, T.accentFill, { bold: true, anchor: 'middle' }))
  const top = CT + 82
  const lw = 420
  parts.push(card(T, CX, top, lw, CB - top))
  const facts = [
    ['Valid', 'Yes'],
    ['Country', 'United States'],
    ['Line type', 'Mobile'],
    ['Carrier', 'Verizon Wireless'],
    ['Caller name', 'DANA WHITFIELD'],
    ['Ported', 'No'],
  ] as const
  facts.forEach(([k, v], i) => {
    const y = top + 50 + i * 76
    if (i > 0) parts.push(hline(CX + 24, CX + lw - 24, y - 28, T.line))
    parts.push(label(CX + 24, y, k, T.muted, T.panel, { size: 20 }))
    parts.push(label(CX + 24, y + 30, v, k === 'Valid' ? T.positive : T.text, T.panel, { bold: true, max: lw - 48 }))
  })
  const json: Token[][] = [
    [['{', 'plain']],
    [
      ['  "phone_number"', 'name'],
      [': ', 'plain'],
      ['"+14155550132"', 'string'],
      [',', 'plain'],
    ],
    [
      ['  "valid"', 'name'],
      [': ', 'plain'],
      ['true', 'key'],
      [',', 'plain'],
    ],
    [
      ['  "country_code"', 'name'],
      [': ', 'plain'],
      ['"US"', 'string'],
      [',', 'plain'],
    ],
    [
      ['  "carrier"', 'name'],
      [': {', 'plain'],
    ],
    [
      ['    "name"', 'name'],
      [': ', 'plain'],
      ['"Verizon Wireless"', 'string'],
      [',', 'plain'],
    ],
    [
      ['    "type"', 'name'],
      [': ', 'plain'],
      ['"mobile"', 'string'],
      [',', 'plain'],
    ],
    [
      ['    "mcc"', 'name'],
      [': ', 'plain'],
      ['"311"', 'string'],
      [', ', 'plain'],
      ['"mnc"', 'name'],
      [': ', 'plain'],
      ['"480"', 'string'],
    ],
    [['  },', 'plain']],
    [
      ['  "caller_name"', 'name'],
      [': ', 'plain'],
      ['"DANA WHITFIELD"', 'string'],
      [',', 'plain'],
    ],
    [
      ['  "ported"', 'name'],
      [': ', 'plain'],
      ['false', 'key'],
    ],
    [['}', 'plain']],
  ]
  parts.push(codeBlock(CX + lw + 24, top, CW - lw - 24, json, { numbers: false, size: 21, step: 38.5 }))
  return frame(
    { theme: T, url: 'portal.ostra.com/identity/lookup', nav: 'Identity', crumb: 'Identity  /  Number lookup', title: 'Number lookup' },
    parts.join(''),
  )
}

function callerNames(): string {
  const T = LIGHT
  const parts: string[] = []
  parts.push(label(CX, CT + 6, 'bulk-lookup-2026-11-24.csv · 1,200 of 1,200 numbers', T.muted, T.surface, { size: 20 }))
  parts.push(rect(CX, CT + 24, CW, 12, T.line, 'rx="6"'))
  parts.push(rect(CX, CT + 24, CW, 12, C.green, 'rx="6"'))
  const rows: [string, string, string, string][] = [
    ['+12125550187', 'NORTHWIND HEALTH', 'Business', 'Landline'],
    ['+14155550132', 'DANA WHITFIELD', 'Consumer', 'Mobile'],
    ['+13125550146', 'LAKESIDE DENTAL', 'Business', 'VoIP'],
    ['+16175550199', 'PRIYA RAMAN', 'Consumer', 'Mobile'],
    ['+13055550113', 'BLUE HARBOR REALTY', 'Business', 'Landline'],
    ['+17185550164', 'Unavailable', '—', 'Mobile'],
    ['+12065550121', 'CASCADE AUTO BODY', 'Business', 'Landline'],
    ['+16465550108', 'MARCUS OYELARAN', 'Consumer', 'Mobile'],
  ]
  parts.push(
    table(
      T,
      CX,
      CT + 64,
      [
        { label: 'Number', w: 226 },
        { label: 'Caller name', w: 340 },
        { label: 'Caller type', w: 196 },
        { label: 'Line type', w: 190 },
      ],
      rows.map(([n, name, kind, line]): Cell[] => [
        phone(n),
        name === 'Unavailable' ? name : { strong: name },
        kind === 'Business' ? { badge: kind, kind: 'info' } : kind === 'Consumer' ? { badge: kind, kind: 'neutral' } : kind,
        line,
      ]),
      62,
    ),
  )
  return frame(
    {
      theme: T,
      url: 'portal.ostra.com/identity/lookup/bulk/BL-7731',
      nav: 'Identity',
      crumb: 'Identity  /  Bulk lookups  /  BL-7731',
      title: 'Caller names',
      action: 'Download CSV',
    },
    parts.join(''),
  )
}

function fraudSignals(): string {
  const T = DARK
  const parts: string[] = []
  const lw = 430
  parts.push(card(T, CX, CT, lw, CB - CT, 'Risk score'))
  // A half-ring gauge, filled to the score.
  const gx = CX + lw / 2
  const gy = CT + 250
  const gr = 140
  const score = 82
  const angle = Math.PI * (1 - score / 100)
  const arc = (to: number) => `M${gx - gr} ${gy}A${gr} ${gr} 0 0 1 ${r1(gx + gr * Math.cos(to))} ${r1(gy - gr * Math.sin(to))}`
  parts.push(`<path d="${arc(0.0001)}" fill="none" stroke="${T.line}" stroke-width="26" stroke-linecap="round"/>`)
  parts.push(`<path d="${arc(angle)}" fill="none" stroke="${RED}" stroke-width="26" stroke-linecap="round"/>`)
  parts.push(label(gx, gy - 20, String(score), T.text, T.panel, { size: 72, bold: true, anchor: 'middle' }))
  parts.push(label(gx, gy + 24, 'of 100', T.muted, T.panel, { size: 20, anchor: 'middle' }))
  const signals = [
    ['SIM swapped', '2 days ago'],
    ['Number ported', '9 days ago'],
    ['Line type', 'Mobile'],
    ['Velocity', '6 attempts / 1 h'],
  ] as const
  signals.forEach(([k, v], i) => {
    const y = CT + 330 + i * 60
    parts.push(hline(CX + 24, CX + lw - 24, y - 22, T.line))
    parts.push(label(CX + 24, y + 14, k, T.muted, T.panel, { size: 20 }))
    parts.push(label(CX + lw - 24, y + 14, v, i < 2 || i === 3 ? C.citron : T.text, T.panel, { size: 20, bold: true, anchor: 'end' }))
  })
  const rx = CX + lw + 24
  const rw = CR - rx
  parts.push(label(rx, CT + 26, 'Verification', T.text, T.surface, { size: 24, bold: true }))
  parts.push(badge(T, CR, CT + 18, 'Step-up required', 'warn', { end: true }).svg)
  const events: TimelineEvent[] = [
    { time: '09:14:02', name: 'lookup', detail: 'Risk 82 · recent SIM swap', tone: RED },
    { time: '09:14:02', name: 'verify.sent', detail: 'Code by voice call, not SMS', tone: C.citron },
    { time: '09:14:09', name: 'call.answered', detail: phone('+14155550132'), tone: C.green },
    { time: '09:14:31', name: 'verify.checked', detail: 'Code 482 913 accepted', tone: C.green },
    { time: '09:14:31', name: 'session.approved', detail: 'Payout unlocked after 29 s', tone: C.green },
  ]
  parts.push(timeline(T, rx, CT + 90, rw, events, 102, T.surface))
  return frame(
    { theme: T, url: 'portal.ostra.com/identity/verify/VE-1193', nav: 'Identity', crumb: 'Identity  /  Verify  /  VE-1193', title: 'Fraud signals' },
    parts.join(''),
  )
}

// ------------------------------------------------------------------ AI

function liveTranscript(): string {
  const T = LIGHT
  const parts: string[] = []
  const lw = 610
  parts.push(card(T, CX, CT, lw, CB - CT))
  parts.push(`<circle cx="${CX + 32}" cy="${CT + 34}" r="8" fill="#d93025"/>`)
  parts.push(label(CX + 50, CT + 42, `Live · ${phone('+12125550187')} · 00:42`, T.text, T.panel, { size: 20, bold: true }))
  const turns = [
    { who: 'Caller', text: ['Hi, I need to move my', 'appointment to Thursday.'], chips: ['STT 92 ms'] },
    { who: 'Agent', text: ['Sure. I have 10:30 or 2:15', 'on Thursday the 26th.'], chips: ['LLM 210 ms', 'TTS 84 ms'] },
    { who: 'Caller', text: ['Two fifteen works, and can', 'you text me a'], chips: ['interim'], interim: true },
  ]
  let y = CT + 100
  for (const turn of turns) {
    const agent = turn.who === 'Agent'
    const bw = 440
    const bx = agent ? CX + lw - 24 - bw : CX + 24
    const fill = agent ? C.blue : turn.interim ? T.surface : '#ece3d3'
    const ink = agent ? C.cream : turn.interim ? T.muted : T.text
    parts.push(label(bx, y + 4, turn.who, T.muted, T.panel, { size: 20, bold: true }))
    // The turn's latency chips sit on the speaker's line, right-aligned over the bubble.
    const chipsW = turn.chips.reduce((sum, c) => sum + measure(c, 20) + 32, -8)
    parts.push(chips(T, bx + bw - chipsW, y - 3, turn.chips, T.panel))
    parts.push(rect(bx, y + 20, bw, 100, fill, `rx="16" ${turn.interim ? `stroke="${T.line}" stroke-width="2" stroke-dasharray="8 6"` : ''}`))
    turn.text.forEach((line, i) => parts.push(label(bx + 20, y + 60 + i * 34, line, ink, fill, { italic: turn.interim, max: bw - 40 })))
    y += 164
  }
  const rx = CX + lw + 24
  const rw = CR - rx
  parts.push(stat(T, rx, CT, rw, 'Voice to voice', '386 ms', T.positive))
  parts.push(card(T, rx, CT + 136, rw, CB - CT - 136, 'Pipeline'))
  const stages = [
    ['Speech to text', 'whisper-large-v3', 92],
    ['Language model', 'llama-3.1-8b', 210],
    ['Text to speech', 'ostra-neural-en', 84],
  ] as const
  stages.forEach(([name, model, ms], i) => {
    const sy = CT + 136 + 86 + i * 104
    parts.push(label(rx + 24, sy, name, T.text, T.panel, { size: 20, bold: true }))
    parts.push(label(rx + rw - 24, sy, `${ms} ms`, T.text, T.panel, { size: 20, anchor: 'end' }))
    parts.push(label(rx + 24, sy + 30, model, T.muted, T.panel, { size: 20, mono: true, max: rw - 48 }))
    parts.push(rect(rx + 24, sy + 46, rw - 48, 10, T.line, 'rx="5"'))
    parts.push(rect(rx + 24, sy + 46, ((rw - 48) * ms) / 250, 10, T.series[i === 1 ? 0 : 1], 'rx="5"'))
  })
  parts.push(label(rx + 24, CB - 30, 'GPUs in PoP ash1', T.muted, T.panel, { size: 20, max: rw - 48 }))
  return frame(
    { theme: T, url: 'portal.ostra.com/ai/calls/v3:7a01d2', nav: 'AI', crumb: 'Voice AI  /  Live calls', title: 'Rescheduling assistant' },
    parts.join(''),
  )
}

function modelCatalogue(): string {
  const T = DARK
  const parts: string[] = [chips(T, CX, CT + 16, ['All tasks', 'Chat', 'Embeddings', 'Function calling'], T.surface, 12)]
  const rows: [string, string, string, string, string][] = [
    ['llama-3.1-8b-instruct', '8B', '128k', '$0.20', 'Functions'],
    ['llama-3.1-70b-instruct', '70B', '128k', '$0.90', 'Functions'],
    ['mistral-7b-instruct', '7B', '32k', '$0.15', 'Functions'],
    ['mixtral-8x7b-instruct', '47B', '32k', '$0.60', 'Chat'],
    ['qwen2.5-72b-instruct', '72B', '128k', '$0.90', 'Functions'],
    ['gemma-2-9b-it', '9B', '8k', '$0.20', 'Chat'],
    ['bge-m3', '568M', '8k', '$0.02', 'Embeddings'],
    ['gte-large', '335M', '512', '$0.01', 'Embeddings'],
  ]
  parts.push(
    table(
      T,
      CX,
      CT + 56,
      [
        { label: 'Model', w: 350 },
        { label: 'Size', w: 100, align: 'end' },
        { label: 'Context', w: 120, align: 'end' },
        { label: 'Price / 1M', w: 170, align: 'end' },
        { label: 'Task', w: 212 },
      ],
      rows.map(([m, size, ctx, price, task]): Cell[] => [
        { mono: m },
        size,
        ctx,
        price,
        { badge: task, kind: task === 'Functions' ? 'warn' : task === 'Chat' ? 'ok' : 'neutral' },
      ]),
      61,
    ),
  )
  return frame(
    { theme: T, url: 'portal.ostra.com/ai/models', nav: 'AI', crumb: 'Inference  /  Models', title: 'Open-weight models', action: 'New API key' },
    parts.join(''),
  )
}

function inferenceUsage(): string {
  const T = LIGHT
  const parts: string[] = []
  const tw = (CW - 32) / 3
  parts.push(stat(T, CX, CT, tw, 'Tokens this month', '1.84 B'))
  parts.push(stat(T, CX + tw + 16, CT, tw, 'Requests', '2.1 M'))
  parts.push(stat(T, CX + 2 * (tw + 16), CT, tw, 'Spend', '$612.40'))
  const top = CT + 136
  parts.push(card(T, CX, top, CW, CB - top, 'Tokens per day', 'millions'))
  parts.push(legend(T, CR - 24, top + 84, ['llama-3.1-8b', 'llama-3.1-70b', 'bge-m3'], T.panel))
  const stacks = Array.from({ length: 14 }, (_, i) => {
    const weekend = i % 7 === 5 || i % 7 === 6
    const base = (weekend ? 52 : 86) + i * 2.4
    return [base, base * 0.42 + (i % 3) * 4, 12 + (i % 4) * 3]
  })
  const labels = Array.from({ length: 14 }, (_, i) => (i % 2 === 0 ? `Nov ${11 + i}` : ''))
  parts.push(barChart(T, CX + 24, top + 116, CW - 48, CB - top - 176, stacks, { max: 200, ticks: 4, format: (v) => String(v), labels }, T.panel))
  return frame(
    {
      theme: T,
      url: 'portal.ostra.com/ai/usage',
      nav: 'AI',
      crumb: 'Inference  /  Usage  /  eu-central (Frankfurt)',
      title: 'Inference usage',
      action: 'Region: eu-central',
    },
    parts.join(''),
  )
}

function speechToText(): string {
  const T = DARK
  const parts: string[] = []
  const lw = 600
  parts.push(card(T, CX, CT, lw, CB - CT, 'Transcript', 'interim every 100 ms'))
  // The call's audio so far, streaming in, with the live edge at the right.
  const wy = CT + 68
  parts.push(waveform(CX + 24, wy, lw - 240, 52, 50, 1, T.series[0], T.line, 2))
  parts.push(`<circle cx="${r1(CX + lw - 40 - measure('Live 00:09.4', 20, { bold: true }))}" cy="${wy + 26}" r="8" fill="#e8453c"/>`)
  parts.push(label(CX + lw - 24, wy + 33, 'Live 00:09.4', T.text, T.panel, { size: 20, bold: true, anchor: 'end' }))
  // Final segments: the words settled, a confidence for the segment.
  const finals = [
    { from: '00:00.8', to: '00:03.6', text: 'Hi, I’m calling about my lab results.', conf: '0.97' },
    { from: '00:04.1', to: '00:07.9', text: 'My date of birth is March 3rd, 1982.', conf: '0.94' },
  ]
  finals.forEach((seg, i) => {
    const y = CT + 146 + i * 100
    parts.push(hline(CX + 24, CX + lw - 24, y, T.line))
    parts.push(label(CX + 24, y + 34, `${seg.from} → ${seg.to}`, T.muted, T.panel, { size: 20, mono: true }))
    parts.push(badge(T, CX + lw - 24, y + 27, `Final · ${seg.conf}`, 'ok', { end: true }).svg)
    parts.push(label(CX + 24, y + 76, seg.text, T.text, T.panel, { max: lw - 48 }))
  })
  // The interim segment: words still arriving, each with its start time and confidence.
  const iy = CT + 356
  const ih = CB - 20 - iy
  parts.push(rect(CX + 16, iy, lw - 32, ih, T.panel, `rx="12" stroke="${T.muted}" stroke-width="2" stroke-dasharray="8 6"`))
  parts.push(label(CX + 36, iy + 40, '00:08.3 → …', T.muted, T.panel, { size: 20, mono: true }))
  parts.push(badge(T, CX + lw - 36, iy + 33, 'Interim', 'neutral', { end: true }).svg)
  const words = [
    ['and', '8.32', 0.91],
    ['the', '8.47', 0.95],
    ['copay', '8.71', 0.62],
    ['was', '9.08', 0.93],
    ['forty', '9.26', 0.88],
  ] as const
  let wx = CX + 106
  const ty = iy + 60
  parts.push(label(CX + 36, ty + 82, 'start', T.muted, T.panel, { size: 20 }))
  parts.push(label(CX + 36, ty + 114, 'conf.', T.muted, T.panel, { size: 20 }))
  for (const [word, start, conf] of words) {
    const low = conf < 0.7
    const w = Math.max(measure(word, 22, { bold: true }) + 28, 72)
    const fill = low ? C.citron : T.surface
    const ink = low ? C.black : T.text
    parts.push(rect(wx, ty, w, 46, fill, `rx="10" ${low ? '' : `stroke="${T.line}" stroke-width="2"`}`))
    parts.push(label(wx + w / 2, ty + 31, word, ink, fill, { size: 22, bold: true, italic: true, anchor: 'middle' }))
    parts.push(label(wx + w / 2, ty + 82, start, T.muted, T.panel, { size: 20, mono: true, anchor: 'middle' }))
    parts.push(label(wx + w / 2, ty + 114, conf.toFixed(2), low ? T.accent : T.text, T.panel, { size: 20, bold: low, anchor: 'middle' }))
    wx += w + 10
  }
  // The caret where the next word lands.
  parts.push(rect(wx + 2, ty + 6, 4, 34, T.accentFill))
  parts.push(rect(CX + 36, iy + ih - 38, 16, 16, C.citron, 'rx="4"'))
  parts.push(label(CX + 62, iy + ih - 23, 'Confidence below 0.70', T.muted, T.panel, { size: 20 }))
  // Right: how the stream is set up, and how quickly words settle.
  const rx = CX + lw + 24
  const rw = CR - rx
  parts.push(stat(T, rx, CT, rw, 'Final after speech ends', '180 ms', T.positive))
  const top = CT + 136
  parts.push(card(T, rx, top, rw, CB - top, 'Stream'))
  const facts = [
    ['Model', 'whisper-large-v3', true],
    ['Detected language', 'English (US) · 0.98', false],
    ['Audio', '8 kHz · G.711 μ-law', false],
    ['Endpointing', '300 ms of silence', false],
  ] as const
  facts.forEach(([caption, value, mono], i) => {
    const y = top + 86 + i * 72
    parts.push(label(rx + 24, y, caption, T.muted, T.panel, { size: 20 }))
    parts.push(label(rx + 24, y + 32, value, T.text, T.panel, { size: mono ? 21 : 22, bold: true, mono, max: rw - 48 }))
  })
  parts.push(label(rx + 24, top + 86 + 4 * 72, 'Keywords boosted', T.muted, T.panel, { size: 20 }))
  parts.push(chips(T, rx + 24, top + 86 + 4 * 72 + 36, ['Northwind', 'copay'], T.panel))
  return frame(
    {
      theme: T,
      url: 'portal.ostra.com/ai/transcriptions/v3:4c18e0',
      nav: 'AI',
      crumb: 'Voice AI  /  Transcriptions  /  v3:4c18e0',
      title: 'Streaming transcription',
    },
    parts.join('') + badge(T, CR, 152, 'Streaming', 'ok', { end: true }).svg,
  )
}

function textToSpeech(): string {
  const T = LIGHT
  const parts: string[] = [chips(T, CX, CT + 16, ['All languages', 'Neural', 'Telephony 8 kHz'], T.surface, 12)]
  parts.push(label(CR, CT + 23, '312 voices · 30 languages', T.muted, T.surface, { size: 20, anchor: 'end' }))
  // Left: the voice library, the selected voice playing.
  const lw = 470
  const top = CT + 52
  const voices = [
    ['Aria', 'English (US) · warm', 'Neural'],
    ['Rafael', 'Spanish (MX) · friendly', 'Neural'],
    ['Priya', 'English (IN) · gentle', 'Neural'],
    ['Jonas', 'German · formal', '8 kHz tuned'],
    ['Camille', 'French · bright', 'Neural'],
    ['Hana', 'Japanese · polite', 'Neural'],
    ['Oliver', 'English (UK) · calm', '8 kHz tuned'],
  ] as const
  const step = 76
  voices.forEach(([name, detail, tag], i) => {
    const y = top + i * step
    const selected = i === 0
    const fill = selected ? C.blue : T.surface
    if (selected) parts.push(rect(CX, y, lw, step - 6, fill, 'rx="14"'))
    else if (i > 1) parts.push(hline(CX + 16, CX + lw - 16, y - 3, T.line))
    const cx = CX + 38
    const cy = y + (step - 6) / 2
    if (selected) {
      // Playing: a pause button.
      parts.push(`<circle cx="${cx}" cy="${cy}" r="19" fill="${C.cream}"/>` + rect(cx - 7, cy - 8, 5, 16, C.blue) + rect(cx + 2, cy - 8, 5, 16, C.blue))
    } else {
      parts.push(`<circle cx="${cx}" cy="${cy}" r="18" fill="none" stroke="${T.line}" stroke-width="2.5"/>`)
      parts.push(`<path d="M${cx - 5} ${cy - 8}L${cx + 8} ${cy}L${cx - 5} ${cy + 8}Z" fill="${T.text}"/>`)
    }
    const b = badge(T, CX + lw - 16, cy, tag, 'neutral', { end: true, dot: false })
    parts.push(b.svg)
    parts.push(label(CX + 72, y + 30, name, selected ? C.cream : T.text, fill, { bold: true }))
    parts.push(label(CX + 72, y + 58, detail, selected ? C.cream : T.muted, fill, { size: 20, max: lw - 72 - b.w - 28 }))
  })
  // Right: the selected voice's sample, then the SSML it is speaking.
  const rx = CX + lw + 24
  const rw = CR - rx
  const ph = 262
  parts.push(card(T, rx, top, rw, ph, 'Aria · en-US'))
  parts.push(badge(T, rx + rw - 24, top + 34, 'Playing', 'ok', { end: true }).svg)
  const played = 0.46
  parts.push(waveform(rx + 24, top + 66, rw - 48, 70, 52, played, C.blue, '#c9b98f', 4))
  parts.push(`<path d="M${r1(rx + 24 + (rw - 48) * played)} ${top + 60}V${top + 142}" stroke="${C.black}" stroke-width="3"/>`)
  parts.push(label(rx + 24, top + 168, '0:02.1', T.muted, T.panel, { size: 20, mono: true }))
  parts.push(label(rx + rw - 24, top + 168, '0:04.6', T.muted, T.panel, { size: 20, mono: true, anchor: 'end' }))
  parts.push(hline(rx + 24, rx + rw - 24, top + 186, T.line))
  const figures = [
    ['Time to first byte', '62 ms', T.positive],
    ['Streamed as', '8 kHz μ-law', T.text],
  ] as const
  figures.forEach(([caption, value, tone], i) => {
    const x = rx + 24 + i * ((rw - 48) / 2 + 12)
    parts.push(label(x, top + 216, caption, T.muted, T.panel, { size: 20, max: (rw - 48) / 2 }))
    parts.push(label(x, top + 248, value, tone, T.panel, { size: 24, bold: true, max: (rw - 48) / 2 }))
  })
  const sy = top + ph + 36
  parts.push(label(rx, sy, 'SSML', T.text, T.surface, { size: 22, bold: true }))
  parts.push(label(CR, sy, 'POST /v2/ai/speech', T.muted, T.surface, { size: 20, mono: true, anchor: 'end' }))
  const ssml: Token[][] = [
    [['<speak>', 'key']],
    [['  Your visit is on', 'plain']],
    [
      ['  <emphasis>', 'key'],
      ['Thursday', 'plain'],
      ['</emphasis>', 'key'],
      [',', 'plain'],
    ],
    [
      ['  <break ', 'key'],
      ['time=', 'name'],
      ['"300ms"', 'string'],
      ['/>', 'key'],
      ['at 2:15.', 'plain'],
    ],
    [['</speak>', 'key']],
  ]
  parts.push(codeBlock(rx, sy + 18, rw, ssml, { numbers: false, size: 20, step: 33 }))
  return frame(
    { theme: T, url: 'portal.ostra.com/ai/voices', nav: 'AI', crumb: 'Voice AI  /  Text to speech', title: 'Voice library', action: 'Use this voice' },
    parts.join(''),
  )
}

// ------------------------------------------------------------------ Storage

function s3Snippet(): string {
  const T = DARK
  const x = WX + 40
  const w = WW - 80
  const python: Token[][] = [
    [
      ['import', 'key'],
      [' boto3', 'plain'],
    ],
    [],
    [
      ['s3 = boto3.', 'plain'],
      ['client', 'name'],
      ['(', 'plain'],
    ],
    [
      ['    ', 'plain'],
      ['"s3"', 'string'],
      [',', 'plain'],
    ],
    [
      ['    endpoint_url=', 'plain'],
      ['"https://eu-west-1.storage.ostra.com"', 'string'],
      [',', 'plain'],
    ],
    [
      ['    aws_access_key_id=', 'plain'],
      ['OSTRA_KEY_ID', 'name'],
      [',', 'plain'],
    ],
    [
      ['    aws_secret_access_key=', 'plain'],
      ['OSTRA_SECRET', 'name'],
      [',', 'plain'],
    ],
    [[')', 'plain']],
    [],
    [['# Same calls as S3: only the endpoint changes', 'comment']],
    [
      ['s3.', 'plain'],
      ['upload_file', 'name'],
      ['(', 'plain'],
      ['"rec_9f2c41.wav"', 'string'],
      [', ', 'plain'],
      ['"call-recordings"', 'string'],
      [',', 'plain'],
    ],
    [
      ['               ', 'plain'],
      ['"2026/11/24/rec_9f2c41.wav"', 'string'],
      [')', 'plain'],
    ],
  ]
  const parts = [codeBlock(x, WY + BAR + 80, w, python, { step: 36 })]
  const termTop = WY + BAR + 80 + python.length * 36 + 40 + 24
  const shell: Token[][] = [
    [
      ['$ ', 'prompt'],
      ['aws s3 ls s3://call-recordings/2026/11/24/ --endpoint-url $OSTRA_S3', 'plain'],
    ],
    [['2026-11-24 14:05:54    3.4 MiB rec_9f2c41.wav', 'comment']],
    [['2026-11-24 14:11:02    2.9 MiB rec_a81f07.wav', 'comment']],
  ]
  parts.push(codeBlock(x, termTop, w, shell, { numbers: false, step: 36, size: 21 }))
  return frame({ theme: T, url: 'portal.ostra.com/storage/quickstart', tabs: ['upload.py', 'terminal', 'README.md'] }, parts.join(''))
}

function storageUsage(): string {
  const T = LIGHT
  const parts: string[] = []
  const tw = (CW - 32) / 3
  parts.push(stat(T, CX, CT, tw, 'Stored', '48.2 TB'))
  parts.push(stat(T, CX + tw + 16, CT, tw, 'Egress this month', '12.6 TB'))
  parts.push(stat(T, CX + 2 * (tw + 16), CT, tw, 'Egress charges', '$0.00', T.positive))
  const top = CT + 136
  const lw = 560
  parts.push(card(T, CX, top, lw, CB - top, 'Egress per day', 'TB'))
  const days = Array.from({ length: 12 }, (_, i) => 0.3 + 0.25 * Math.abs(Math.sin(i * 1.3)) + (i > 7 ? 0.2 : 0))
  parts.push(
    barChart(
      T,
      CX + 24,
      top + 86,
      lw - 48,
      CB - top - 146,
      days.map((d) => [d]),
      { max: 1, ticks: 4, format: (v) => v.toFixed(2), labels: days.map((_, i) => (i % 3 === 0 ? `Nov ${13 + i}` : '')) },
      T.panel,
    ),
  )
  const rx = CX + lw + 24
  const rw = CR - rx
  parts.push(card(T, rx, top, rw, CB - top, 'Replication'))
  const regions = [
    ['eu-west-1', 'Dublin · source'],
    ['us-east-1', 'Ashburn · replica'],
    ['ap-south-1', 'Mumbai · replica'],
  ] as const
  regions.forEach(([code, place], i) => {
    const y = top + 84 + i * 126
    parts.push(`<circle cx="${rx + 40}" cy="${y + 8}" r="9" fill="${i === 0 ? C.blue : C.green}"/>`)
    if (i > 0) parts.push(`<path d="M${rx + 40} ${y - 108}V${y - 6}" stroke="${T.line}" stroke-width="3" stroke-dasharray="6 6"/>`)
    parts.push(label(rx + 64, y + 15, code, T.text, T.panel, { bold: true, mono: true, size: 21 }))
    parts.push(label(rx + 64, y + 47, place, T.muted, T.panel, { size: 20, max: rw - 88 }))
    if (i > 0) parts.push(badge(T, rx + 64, y + 82, i === 1 ? 'In sync · lag 4 s' : 'In sync · lag 11 s', 'ok').svg)
  })
  return frame(
    { theme: T, url: 'portal.ostra.com/storage/usage', nav: 'Storage', crumb: 'Storage  /  Usage', title: 'Storage usage', action: 'November 2026' },
    parts.join(''),
  )
}

function bucketBrowser(): string {
  const T = DARK
  const parts: string[] = []
  const bw = 230
  parts.push(label(CX, CT + 4, 'Buckets', T.muted, T.surface, { size: 20 }))
  const buckets = ['comms-archive', 'call-recordings', 'fax-inbound', 'transcripts', 'backups']
  buckets.forEach((b, i) => {
    const y = CT + 26 + i * 54
    const active = i === 0
    if (active) parts.push(rect(CX - 8, y, bw, 46, T.panel, 'rx="10"'))
    parts.push(label(CX + 8, y + 31, b, active ? T.text : T.muted, active ? T.panel : T.surface, { size: 20, bold: active, max: bw - 24 }))
  })
  const tx = CX + bw + 24
  const tw = CR - tx
  parts.push(label(tx, CT + 4, 'comms-archive / 2026 / 11 / 24 /', T.text, T.surface, { size: 20, mono: true, max: tw }))
  const files: [string, string, string, string][] = [
    ['fax_7741.pdf', '218 KB', '13:52', 'Fax'],
    ['fax_7742.pdf', '96 KB', '12:03', 'Fax'],
    ['mms_a81f07.jpg', '1.1 MB', '13:40', 'MMS'],
    ['mms_b2e118.mp4', '4.7 MB', '11:48', 'MMS'],
    ['rec_9f2c41.json', '6 KB', '14:05', 'Voice AI'],
    ['rec_9f2c41.wav', '3.4 MB', '14:05', 'Voice'],
    ['rec_a81f07.wav', '2.9 MB', '14:11', 'Voice'],
    ['rec_c3d920.wav', '5.0 MB', '12:27', 'Voice'],
  ]
  parts.push(
    table(
      T,
      tx,
      CT + 26,
      [
        { label: 'Object', w: 270 },
        { label: 'Size', w: 116, align: 'end' },
        { label: 'Saved', w: 100, align: 'end' },
        { label: 'Source', w: tw - 486 },
      ],
      files.map(([name, size, time, source]): Cell[] => [
        { mono: name },
        size,
        time,
        { badge: source, kind: source === 'Voice' ? 'ok' : source === 'Fax' ? 'neutral' : source === 'MMS' ? 'info' : 'warn' },
      ]),
      62,
    ),
  )
  return frame(
    { theme: T, url: 'portal.ostra.com/storage/buckets/comms-archive', nav: 'Storage', crumb: 'Storage  /  Buckets', title: 'comms-archive', action: 'Upload' },
    parts.join(''),
  )
}

// ------------------------------------------------------------------ IoT

function simList(): string {
  const T = LIGHT
  const parts: string[] = [chips(T, CX, CT + 16, ['Group: Fleet trackers', 'Status: all', 'Plan: pooled 50 GB'], T.surface, 12)]
  const sims: [string, string, string, BadgeKind, number, string][] = [
    ['8901 2600 0000 4417', 'truck-017', 'Active', 'ok', 0.82, '412 MB'],
    ['8901 2600 0000 4418', 'truck-018', 'Active', 'ok', 0.41, '205 MB'],
    ['8901 2600 0000 4419', 'truck-019', 'Active', 'ok', 0.96, '481 MB'],
    ['8901 2600 0000 4420', 'trailer-04', 'Suspended', 'neutral', 0.03, '14 MB'],
    ['8901 2600 0000 4421', 'truck-021', 'Active', 'ok', 0.58, '290 MB'],
    ['8901 2600 0000 4422', 'reefer-09', 'Limit reached', 'warn', 1, '500 MB'],
    ['8901 2600 0000 4423', 'truck-023', 'Active', 'ok', 0.27, '133 MB'],
    ['8901 2600 0000 4424', 'truck-024', 'Ready', 'info', 0, '0 MB'],
  ]
  parts.push(
    table(
      T,
      CX,
      CT + 56,
      [
        { label: 'ICCID', w: 290 },
        { label: 'Device', w: 160 },
        { label: 'Status', w: 210 },
        { label: 'Data of 500 MB', w: 292 },
      ],
      sims.map(([iccid, device, status, kind, used, text]): Cell[] => [{ mono: iccid }, device, { badge: status, kind }, { bar: used, text }]),
      60,
    ),
  )
  return frame(
    { theme: T, url: 'portal.ostra.com/iot/sims', nav: 'IoT', crumb: 'IoT  /  SIM cards', title: '1,248 SIM cards', action: 'Order SIMs' },
    parts.join(''),
  )
}

function attachEvents(): string {
  const T = DARK
  const parts: string[] = []
  const mapH = 300
  parts.push(card(T, CX, CT, CW, mapH))
  const map = worldMap(T, CX + 20, CT + 16, CW - 40, mapH - 32, T.panel)
  parts.push(map.svg)
  const devices: [number, number][] = [
    [47.6, -122.3],
    [41.9, -87.6],
    [33.7, -84.4],
    [19.4, -99.1],
    [51.5, -0.1],
    [52.5, 13.4],
    [48.9, 2.3],
    [-23.5, -46.6],
    [35.7, 139.7],
    [-33.9, 151.2],
    [1.35, 103.8],
  ]
  devices.forEach(([lat, lon], i) => parts.push(map.pin(lat, lon, i === 5 ? C.citron : C.green)))
  parts.push(label(CX + 24, CT + mapH - 24, '1,236 attached · 12 offline', T.muted, T.panel, { size: 20 }))
  const rows: [string, string, string, string, string, BadgeKind][] = [
    ['14:02:41', 'truck-017', 'Vodafone DE', 'LTE-M', 'Attached', 'ok'],
    ['14:02:38', 'truck-019', 'Orange FR', 'LTE', 'Switched', 'warn'],
    ['14:02:30', 'reefer-09', 'O2 UK', 'LTE-M', 'Attached', 'ok'],
    ['14:02:12', 'meter-5521', 'Telstra', 'NB-IoT', 'Attached', 'ok'],
    ['14:01:57', 'trailer-04', 'T-Mobile US', 'LTE', 'Detached', 'neutral'],
  ]
  parts.push(
    table(
      T,
      CX,
      CT + mapH + 20,
      [
        { label: 'Time', w: 140 },
        { label: 'Device', w: 196 },
        { label: 'Network', w: 230 },
        { label: 'Radio', w: 150 },
        { label: 'Event', w: 236 },
      ],
      rows.map(([time, device, net, rat, event, kind]): Cell[] => [{ mono: time }, device, net, rat, { badge: event, kind }]),
      50,
    ),
  )
  return frame(
    { theme: T, url: 'portal.ostra.com/iot/network-events', nav: 'IoT', crumb: 'IoT  /  Network events', title: 'Network attach events' },
    parts.join(''),
  )
}

function simDetail(): string {
  const T = LIGHT
  const parts: string[] = []
  const facts = [
    ['Private IP', '10.64.12.7'],
    ['APN', 'ostra.iot'],
    ['Network · LTE-M', 'Vodafone DE'],
  ] as const
  const fw = (CW - 32) / 3
  facts.forEach(([k, v], i) => {
    const x = CX + i * (fw + 16)
    parts.push(card(T, x, CT, fw, 96))
    parts.push(label(x + 20, CT + 36, k, T.muted, T.panel, { size: 20 }))
    parts.push(label(x + 20, CT + 74, v, T.text, T.panel, { size: 22, bold: true, mono: i < 2, max: fw - 40 }))
  })
  const top = CT + 120
  parts.push(card(T, CX, top, CW, CB - top - 110, 'Data per day', 'MB'))
  const usage = [12, 14, 13, 18, 16, 11, 9, 15, 17, 22, 19, 16, 14, 21, 24, 20, 18, 12, 10, 17, 19, 23, 21, 18, 16, 20, 26, 22, 19, 21]
  parts.push(
    lineChart(
      T,
      CX + 24,
      top + 80,
      CW - 48,
      220,
      [usage],
      {
        max: 30,
        ticks: 3,
        format: (v) => String(v),
        labels: usage.map((_, i) => (i % 7 === 0 ? `Oct ${26 + i > 31 ? '' : 26 + i}`.trim() : '')).map((s, i) => (i >= 6 && i % 7 === 0 ? `Nov ${i - 5}` : s)),
      },
      T.panel,
    ),
  )
  const limitY = top + 80 + 220 * (1 - 25 / 30)
  parts.push(`<path d="M${CX + 72} ${r1(limitY)}H${CR - 24}" stroke="#b3261e" stroke-width="2.5" stroke-dasharray="10 8"/>`)
  parts.push(rect(CR - 230, limitY - 40, 206, 32, T.panel))
  parts.push(label(CR - 28, limitY - 16, 'Daily alert 25 MB', '#b3261e', T.panel, { size: 20, anchor: 'end', bold: true }))
  const by = CB - 80
  const buttons = [
    ['Set data limit', true],
    ['Send SMS', false],
    ['Suspend', false],
  ] as const
  let bx = CX
  for (const [name, primary] of buttons) {
    const w = measure(name, 20, { bold: true }) + 48
    parts.push(rect(bx, by, w, 52, primary ? T.accentFill : T.surface, `rx="10" ${primary ? '' : `stroke="${T.line}" stroke-width="2"`}`))
    parts.push(label(bx + w / 2, by + 33, name, primary ? T.onAccent : T.text, primary ? T.accentFill : T.surface, { size: 20, bold: true, anchor: 'middle' }))
    bx += w + 16
  }
  parts.push(label(CR, by + 33, 'PATCH /v2/sim_cards/{id}', T.muted, T.surface, { size: 20, mono: true, anchor: 'end' }))
  return frame(
    { theme: T, url: 'portal.ostra.com/iot/sims/8901260000004417', nav: 'IoT', crumb: 'IoT  /  SIM cards  /  8901 2600 0000 4417', title: 'truck-017' },
    parts.join('') + badge(T, CX + measure('truck-017', 32, { bold: true }) + 20, 155, 'Active', 'ok').svg,
  )
}

// ------------------------------------------------------------------ Networking

function tunnels(): string {
  const T = DARK
  const parts: string[] = []
  const tw = (CW - 48) / 4
  const tiles = [
    ['Tunnels up', '4 of 4'],
    ['BGP sessions', '4 up'],
    ['Throughput', '2.8 Gbps'],
    ['Uptime', '41 d 6 h'],
  ] as const
  tiles.forEach(([k, v], i) => parts.push(stat(T, CX + i * (tw + 16), CT, tw, k, v, i < 2 ? T.positive : undefined)))
  const rows: [string, string, string, BadgeKind, string, string][] = [
    ['aws-use1-a', '52.94.76.10', 'Up · primary', 'ok', '65010', '1.42 Gbps'],
    ['aws-use1-b', '52.94.76.26', 'Up · standby', 'ok', '65010', '0.03 Gbps'],
    ['gcp-euw1-a', '35.210.8.4', 'Up · primary', 'ok', '65020', '0.96 Gbps'],
    ['office-lon', '81.2.69.160', 'Rekeying', 'warn', '65030', '0.38 Gbps'],
  ]
  parts.push(
    table(
      T,
      CX,
      CT + 136,
      [
        { label: 'IPsec tunnel', w: 220 },
        { label: 'Peer', w: 200 },
        { label: 'Status', w: 226 },
        { label: 'BGP ASN', w: 132, align: 'end' },
        { label: 'Traffic', w: 174, align: 'end' },
      ],
      rows.map(([name, peer, status, kind, asn, traffic]): Cell[] => [{ mono: name }, { mono: peer }, { badge: status, kind }, asn, traffic]),
      64,
    ),
  )
  const top = CT + 136 + 46 + 4 * 64 + 24
  parts.push(card(T, CX, top, CW, CB - top))
  parts.push(label(CX + 24, top + 44, 'Routes learned over BGP', T.muted, T.panel, { size: 20 }))
  parts.push(label(CX + 24, top + 82, '10.20.0.0/16 · 10.30.0.0/16 · 172.16.8.0/22', T.text, T.panel, { mono: true, size: 21, max: CW - 260 }))
  parts.push(label(CR - 24, top + 44, 'Config generated', T.accent, T.panel, { size: 20, bold: true, anchor: 'end' }))
  parts.push(label(CR - 24, top + 82, 'AWS · GCP · strongSwan', T.muted, T.panel, { size: 20, anchor: 'end' }))
  return frame(
    {
      theme: T,
      url: 'portal.ostra.com/networking/vpn/gw-fra-01',
      nav: 'Networking',
      crumb: 'Networking  /  Cloud VPN',
      title: 'Gateway gw-fra-01',
      action: 'Add tunnel',
    },
    parts.join(''),
  )
}

function topology(): string {
  const T = LIGHT
  const parts: string[] = []
  parts.push(card(T, CX, CT, CW, CB - CT))
  const cx = CX + CW / 2
  const node = (x: number, y: number, w: number, title: string, sub: string, tone: 'router' | 'region' | 'attach') => {
    const fill = tone === 'router' ? C.blue : tone === 'region' ? '#ece3d3' : T.surface
    const ink = tone === 'router' ? C.cream : T.text
    const sink = tone === 'router' ? C.cream : T.muted
    return (
      rect(x - w / 2, y - 40, w, 80, fill, `rx="14" ${tone === 'attach' ? `stroke="${T.line}" stroke-width="2"` : ''}`) +
      label(x, y - 6, title, ink, fill, { size: 22, bold: true, anchor: 'middle', max: w - 24 }) +
      label(x, y + 24, sub, sink, fill, { size: 20, anchor: 'middle', max: w - 24 })
    )
  }
  // Three tiers: the global router, its regions, and the networks attached in each region.
  const router = { x: cx, y: CT + 150 }
  const regionY = CT + 340
  const regions = [
    { x: CX + 150, name: 'us-east', sub: 'Ashburn' },
    { x: cx, name: 'eu-central', sub: 'Frankfurt' },
    { x: CR - 150, name: 'ap-southeast', sub: 'Singapore' },
  ]
  const attachY = CB - 84
  const aw = 206
  const ax = (k: number) => CX + 24 + aw / 2 + k * ((CW - 48 - aw) / 3)
  const attachments = [
    { x: ax(0), name: 'AWS VPC', sub: 'vpc-0a41 · prod', region: 0, segment: 'prod' },
    { x: ax(1), name: 'Office VPN', sub: 'London HQ', region: 1, segment: 'corp' },
    { x: ax(2), name: 'Ostra Voice', sub: 'private path', region: 1, segment: 'prod' },
    { x: ax(3), name: 'GCP VPC', sub: 'analytics', region: 2, segment: 'prod' },
  ]
  // Links first, so the boxes sit on top of them.
  for (const r of regions) parts.push(`<path d="M${r1(r.x)} ${regionY}L${r1(router.x)} ${router.y}" stroke="${C.blue}" stroke-width="5"/>`)
  for (const a of attachments) {
    const r = regions[a.region]
    parts.push(
      `<path d="M${r1(a.x)} ${attachY}L${r1(r.x)} ${regionY}" stroke="${a.segment === 'prod' ? C.green : '#b8860b'}" stroke-width="4" stroke-dasharray="12 8"/>`,
    )
  }
  parts.push(node(router.x, router.y, 280, 'Edge router', 'edge-global-01', 'router'))
  for (const r of regions) parts.push(node(r.x, regionY, 220, r.name, r.sub, 'region'))
  for (const a of attachments) parts.push(node(a.x, attachY, aw, a.name, a.sub, 'attach'))
  // Legend for the two segments.
  const ly = CT + 44
  parts.push(`<path d="M${CX + 24} ${ly}h36" stroke="${C.green}" stroke-width="4" stroke-dasharray="12 8"/>`)
  parts.push(label(CX + 70, ly + 7, 'Segment prod', T.muted, T.panel, { size: 20 }))
  parts.push(`<path d="M${CX + 24} ${ly + 36}h36" stroke="#b8860b" stroke-width="4" stroke-dasharray="12 8"/>`)
  parts.push(label(CX + 70, ly + 43, 'Segment corp', T.muted, T.panel, { size: 20 }))
  parts.push(label(CR - 24, ly + 7, 'ASN 64512', T.muted, T.panel, { size: 20, anchor: 'end' }))
  return frame(
    {
      theme: T,
      url: 'portal.ostra.com/networking/edge-routers/edge-global-01',
      nav: 'Networking',
      crumb: 'Networking  /  Global Edge Router',
      title: 'Network topology',
      action: 'Attach network',
    },
    parts.join(''),
  )
}

function networkPerformance(): string {
  const T = DARK
  const parts: string[] = []
  const top = CT
  const h1 = 300
  parts.push(card(T, CX, top, CW, h1, 'Throughput', 'Gbps · last 24 h'))
  const inbound = Array.from({ length: 25 }, (_, i) => 1.4 + 1.1 * Math.sin(((i - 8) / 24) * 2 * Math.PI) ** 2 + (i % 3) * 0.08)
  const outbound = inbound.map((v, i) => v * 0.62 + (i % 2) * 0.05)
  const hours = Array.from({ length: 25 }, (_, i) => (i % 6 === 0 ? `${String(i % 24).padStart(2, '0')}:00` : ''))
  parts.push(legend(T, CR - 24, top + 84, ['Inbound', 'Outbound'], T.panel))
  parts.push(
    lineChart(T, CX + 24, top + 106, CW - 48, h1 - 160, [inbound, outbound], { max: 3, ticks: 3, format: (v) => v.toFixed(0), labels: hours }, T.panel),
  )
  const t2 = top + h1 + 24
  const pairs: [string, number, number][] = [
    ['Frankfurt → Ashburn', 78, 81],
    ['Frankfurt → London', 11, 12],
    ['Ashburn → San Jose', 61, 63],
    ['London → Singapore', 152, 158],
  ]
  parts.push(
    table(
      T,
      CX,
      t2,
      [
        { label: 'Path on the Ostra backbone', w: 380 },
        { label: 'p50', w: 120, align: 'end' },
        { label: 'p99', w: 120, align: 'end' },
        { label: 'Jitter', w: 120, align: 'end' },
        { label: 'Loss', w: 212, align: 'end' },
      ],
      pairs.map(([path, p50, p99], i): Cell[] => [{ strong: path }, `${p50} ms`, `${p99} ms`, `${(0.3 + i * 0.2).toFixed(1)} ms`, '0.00 %']),
      (CB - t2 - 46) / 4,
    ),
  )
  return frame(
    {
      theme: T,
      url: 'portal.ostra.com/networking/performance',
      nav: 'Networking',
      crumb: 'Networking  /  Performance',
      title: 'Backbone performance',
      action: 'Last 24 hours',
    },
    parts.join(''),
  )
}

// ------------------------------------------------------------------ Account (no one product: compliance and billing)

function trustCenter(): string {
  const T = LIGHT
  const parts: string[] = []
  const rows: [string, string, string, string][] = [
    ['ISO 27001', 'Certified', 'All services and sites', 'Apr 2028'],
    ['SOC 2 Type II', 'Attested', 'Security, availability', 'Jun 2027'],
    ['PCI DSS', 'Compliant', 'Level 1, card capture', 'Mar 2027'],
    ['HIPAA', 'BAA signed', 'Voice, fax, storage, AI', 'In force'],
    ['GDPR', 'DPA signed', 'EU data residency', 'In force'],
  ]
  const rowH = 54
  parts.push(
    table(
      T,
      CX,
      CT,
      [
        { label: 'Framework', w: 230 },
        { label: 'Status', w: 200 },
        { label: 'Scope', w: 314 },
        { label: 'Valid until', w: 148 },
        { label: '', w: 60 },
      ],
      rows.map(([name, status, scope, until]): Cell[] => [{ strong: name }, { badge: status, kind: 'ok' }, scope, until, '']),
      rowH,
    ),
  )
  // Each framework's evidence (certificate, report, attestation, agreement), a download away.
  rows.forEach((_, i) => {
    const cy = CT + 46 + i * rowH + rowH / 2
    parts.push(
      `<path d="M${CR - 30} ${cy - 12}v16m-7-7l7 7l7-7M${CR - 39} ${cy + 12}h18" fill="none" stroke="${C.blue}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
  })
  const top = CT + 46 + rows.length * rowH + 24
  const lw = 470
  parts.push(card(T, CX, top, lw, CB - top, 'Agreements'))
  const agreements = [
    ['Business associate agreement', 'Signed Mar 3, 2026 · HIPAA'],
    ['Data processing agreement', 'Signed Mar 3, 2026 · SCCs'],
    ['Mutual NDA', 'Signed Mar 1, 2026 · reports open'],
  ] as const
  agreements.forEach(([name, detail], i) => {
    const y = top + 86 + i * 62
    parts.push(tick(CX + 38, y - 6, C.green, C.black, 13))
    parts.push(label(CX + 62, y, name, T.text, T.panel, { size: 20, bold: true, max: lw - 86 }))
    parts.push(label(CX + 62, y + 27, detail, T.muted, T.panel, { size: 20, max: lw - 86 }))
  })
  const rx = CX + lw + 24
  const rw = CR - rx
  parts.push(card(T, rx, top, rw, CB - top, 'Audit reports', 'under NDA'))
  const reports = [
    ['SOC 2 Type II report', '2.4 MB'],
    ['ISO 27001 certificate', '310 KB'],
    ['PCI DSS AoC 2026', '1.1 MB'],
    ['Penetration test summary', '860 KB'],
  ] as const
  reports.forEach(([name, size], i) => {
    const y = top + 86 + i * 44
    // A page with a folded corner.
    parts.push(`<path d="M${rx + 26} ${y - 20}h13l7 7v17h-20Z" fill="none" stroke="${T.muted}" stroke-width="2" stroke-linejoin="round"/>`)
    parts.push(label(rx + 58, y, name, T.text, T.panel, { size: 20, max: rw - 180 }))
    parts.push(label(rx + rw - 24, y, size, T.muted, T.panel, { size: 20, anchor: 'end' }))
  })
  return frame(
    {
      theme: T,
      url: 'portal.ostra.com/account/trust-center',
      nav: 'Account',
      crumb: 'Account  /  Security and compliance',
      title: 'Trust Center',
      action: 'Download all',
    },
    parts.join(''),
  )
}

function billing(): string {
  const T = DARK
  const parts: string[] = []
  const tw = (CW - 32) / 3
  parts.push(stat(T, CX, CT, tw, 'Spend, Nov 1–24', '$8,412.06'))
  parts.push(stat(T, CX + tw + 16, CT, tw, 'Hard limit, all products', '$12,000.00'))
  parts.push(stat(T, CX + 2 * (tw + 16), CT, tw, 'Platform fee', '$0.00', T.positive))
  // Left: the month's running total against the account's hard limit.
  const top = CT + 136
  const lw = 540
  parts.push(card(T, CX, top, lw, CB - top, 'Spend this month', 'USD'))
  parts.push(legend(T, CX + lw - 24, top + 80, ['Spend', 'Forecast'], T.panel))
  const daily = Array.from({ length: 24 }, (_, d) => (d % 7 === 5 || d % 7 === 6 ? 210 : 372) + (d % 4) * 9)
  const total = daily.reduce((a, b) => a + b, 0)
  const running = daily.map((_, d) => (8412.06 * daily.slice(0, d + 1).reduce((a, b) => a + b, 0)) / total)
  const axis: Axis = {
    max: 15000,
    ticks: 3,
    format: (v) => (v ? `$${v / 1000}k` : '$0'),
    labels: Array.from({ length: 30 }, (_, d) => ([0, 9, 19].includes(d) ? `Nov ${d + 1}` : '')),
  }
  const chY = top + 112
  const chH = 196
  const { svg, px, pw } = axes(T, CX + 24, chY, lw - 48, chH, axis, T.panel)
  parts.push(svg)
  const at = (d: number, v: number) => `${r1(px + (pw * (d + 0.5)) / 30)} ${r1(chY + chH - (chH * v) / axis.max)}`
  const line = running.map((v, d) => `${d ? 'L' : 'M'}${at(d, v)}`).join('')
  parts.push(`<path d="${line}L${at(23, 0)}L${at(0, 0)}Z" fill="url(#area)"/>`)
  parts.push(`<path d="${line}" fill="none" stroke="${T.series[0]}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>`)
  parts.push(
    `<path d="M${at(23, running[23])}L${at(29, 10480)}" fill="none" stroke="${T.series[1]}" stroke-width="4" stroke-dasharray="10 8" stroke-linecap="round"/>`,
  )
  const limitY = chY + chH * (1 - 12000 / axis.max)
  parts.push(`<path d="M${r1(px)} ${r1(limitY)}H${r1(px + pw)}" stroke="${RED}" stroke-width="2.5" stroke-dasharray="10 8"/>`)
  parts.push(label(px + 8, limitY - 12, 'Hard limit $12,000', RED, T.panel, { size: 20, bold: true }))
  // The discount the month's volume earned, applied without asking.
  const dy = chY + chH + 58
  parts.push(hline(CX + 24, CX + lw - 24, dy, T.line))
  parts.push(tick(CX + 40, dy + 34, C.green, C.black, 14))
  parts.push(label(CX + 66, dy + 41, 'Volume discount applied', T.text, T.panel, { size: 20, bold: true }))
  parts.push(label(CX + lw - 24, dy + 41, '−$42.70', T.positive, T.panel, { size: 20, bold: true, anchor: 'end' }))
  parts.push(label(CX + 66, dy + 72, '213,480 texts past 150,000 at $0.0038', T.muted, T.panel, { size: 20, max: lw - 90 }))
  // Right: spend by product, each against its own hard limit.
  const rx = CX + lw + 24
  const rw = CR - rx
  parts.push(card(T, rx, top, rw, CB - top, 'By product', 'hard limits'))
  const products = [
    ['Voice', 3412.13, 5000],
    ['Voice AI', 1839.0, 2500],
    ['Messaging', 1308.53, 2000],
    ['Numbers', 1240.0, 1500],
    ['Inference', 612.4, 1000],
  ] as const
  const money = (v: number) => `$${v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
  products.forEach(([name, spent, limit], i) => {
    const y = top + 92 + i * 70
    const share = spent / limit
    parts.push(label(rx + 24, y, name, T.text, T.panel, { size: 20, bold: true }))
    parts.push(label(rx + rw - 24, y, `${money(spent)} of $${fmtInt(limit)}`, T.muted, T.panel, { size: 20, anchor: 'end' }))
    parts.push(rect(rx + 24, y + 14, rw - 48, 10, T.line, 'rx="5"'))
    parts.push(rect(rx + 24, y + 14, (rw - 48) * share, 10, share > 0.8 ? T.series[0] : T.series[1], 'rx="5"'))
  })
  parts.push(label(rx + 24, CB - 24, 'Alert at 80 %, stop at 100 %', T.muted, T.panel, { size: 20, max: rw - 48 }))
  return frame(
    {
      theme: T,
      url: 'portal.ostra.com/account/billing',
      nav: 'Account',
      crumb: 'Account  /  Billing  /  November 2026',
      title: 'Billing',
      action: 'Download invoice',
    },
    parts.join(''),
  )
}

// ------------------------------------------------------------------ the catalogue

/**
 * A product screen and what it shows: `shows` matches the words of a feature it illustrates (the seed puts a screen
 * only beside a feature whose title, or else text, it matches: build.ts screensFor), `category` the product family
 * whose pages prefer it.
 */
export type Screen = Mockup & { id: string; category: ProductCategory; shows: RegExp }

export const SCREENS: readonly Screen[] = [
  {
    id: 'voice-call-timeline',
    category: 'Voice',
    shows: /call control|webhook|call events?|debugging/i,
    alt: 'The Ostra portal’s call timeline: a call initiated, answered, recorded, a DTMF digit received, hung up and the recording saved, each webhook answered in about 40 ms',
    draw: voiceTimeline,
  },
  {
    id: 'voice-points-of-presence',
    category: 'Voice',
    shows: /points? of presence|private network|resilien|redundan|own the path/i,
    alt: 'A world map of Ostra points of presence with a table of their round-trip times, live calls and status',
    draw: voicePops,
  },
  {
    id: 'voice-codecs',
    category: 'Voice',
    shows: /codec|hd audio|opus|audio quality/i,
    alt: 'A call’s codec negotiation, with Opus chosen over AMR-WB, G.722 and G.711, beside its quality: MOS 4.4, 3.1 ms jitter and 0.02 % packet loss',
    draw: voiceCodecs,
  },
  {
    id: 'voice-sip-trunk',
    category: 'Voice',
    shows: /elastic capacity|\bpbxs?\b|concurrent (calls|channels)|channel (bundles|limits?)/i,
    alt: 'A SIP trunk’s page: concurrent calls over 24 hours under a raisable safety limit instead of a channel cap, its registered 3CX, FreePBX, Cisco CUBE and Avaya PBXs, and its failover destinations',
    draw: sipTrunk,
  },
  {
    id: 'messaging-log',
    category: 'Messaging',
    shows: /carrier routes?|message log|\bupdates\b|in the loop|by text\b/i,
    alt: 'The message log: recent texts with their recipient, carrier, segment count and delivered, sent, queued or failed status',
    draw: messageLog,
  },
  {
    id: 'messaging-throughput',
    category: 'Messaging',
    shows: /throughput|number pools?|sticky sender|messages per second/i,
    alt: 'A number pool’s throughput: messages per second over the last hour, SMS and MMS stacked, below the campaign limit',
    draw: messageThroughput,
  },
  {
    id: 'messaging-campaign',
    category: 'Messaging',
    shows: /10dlc|campaign|vetting|opt-in|opt-out|consent|compliance tools|approval process/i,
    alt: 'A 10DLC campaign’s registration: brand verified, vetting score 87, carrier approvals, throughput and opt-in, opt-out and help keywords',
    draw: campaign,
  },
  {
    id: 'messaging-rcs',
    category: 'Messaging',
    shows: /\brcs\b|verified brand|rich cards?|suggested (replies|actions)|interactive by default|sms fallback/i,
    alt: 'An RCS message on a phone from a verified business, a rich card with suggested actions and replies, beside its delivery events and how often it fell back to SMS',
    draw: rcsMessage,
  },
  {
    id: 'numbers-search',
    category: 'Numbers',
    shows: /inventory|number search|search, buy|numbers in \d+\+? countries|where zoom does not sell numbers|\blocal\b.*\bnumbers\b/i,
    alt: 'Number search results: local numbers in the US, UK, Canada, Australia, France and the Netherlands with their voice, SMS and MMS features and monthly price',
    draw: numberSearch,
  },
  {
    id: 'numbers-porting',
    category: 'Numbers',
    shows: /\bport(ing|s|ed)?\b/i,
    alt: 'A port-in order in progress: submitted, LOA signed, carrier accepted and FOC date confirmed, with its six numbers and activation date',
    draw: porting,
  },
  {
    id: 'numbers-settings',
    category: 'Numbers',
    shows: /regulatory|emergency address|number settings/i,
    alt: 'A UK number’s settings: voice connection, messaging profile, caller ID name and emergency address, beside its approved regulatory requirements',
    draw: numberSettings,
  },
  {
    id: 'identity-lookup',
    category: 'Identity',
    shows: /look-?up|what you are dialing|line type/i,
    alt: 'A number lookup result: valid US mobile number, its carrier, caller name and porting status, next to the JSON the API returns',
    draw: lookupResult,
  },
  {
    id: 'identity-caller-names',
    category: 'Identity',
    shows: /caller names?|cnam|caller type/i,
    alt: 'A completed bulk lookup listing caller names, business or consumer caller type and line type for each number',
    draw: callerNames,
  },
  {
    id: 'identity-fraud-signals',
    category: 'Identity',
    shows: /fraud|sim swap|risk score|two-factor|authenticat/i,
    alt: 'Fraud signals for a sign-in: a risk score of 82 from a recent SIM swap and port, and the voice verification that cleared it',
    draw: fraudSignals,
  },
  {
    id: 'trust-center',
    category: 'Identity',
    shows: /regulated industries|hipaa workloads|pci dss-compliant payments|soc 2|iso 27001|trust center|business associate agreement/i,
    alt: 'The Trust Center: ISO 27001, SOC 2 Type II, PCI DSS, HIPAA and GDPR with their status and validity, the signed BAA, DPA and NDA, and audit reports to download',
    draw: trustCenter,
  },
  {
    id: 'ai-live-call',
    category: 'AI',
    shows: /colocated|live calls?|voice ai|no-shows|test before you ship|latency measured/i,
    alt: 'A live voice AI call: the transcript with an interim result, latency chips per turn and the speech, language and voice pipeline timings',
    draw: liveTranscript,
  },
  {
    id: 'ai-model-catalogue',
    category: 'AI',
    shows: /model catalogue|open-weight|own model/i,
    alt: 'The open-weight model catalogue: Llama, Mistral, Qwen, Gemma and embedding models with their size, context length and price per million tokens',
    draw: modelCatalogue,
  },
  {
    id: 'ai-usage-by-region',
    category: 'AI',
    shows: /stays in region|tokens|inference usage/i,
    alt: 'Inference usage in the Frankfurt region: tokens per day by model over two weeks, with the month’s tokens, requests and spend',
    draw: inferenceUsage,
  },
  {
    id: 'ai-speech-to-text',
    category: 'AI',
    shows: /speech[- ]to[- ]text|streaming (transcription|recognition)|speech recognition/i,
    alt: 'A streaming transcription: final segments with their confidence, interim words arriving with start times and per-word confidence, the whisper-large-v3 model, detected language and 180 ms latency',
    draw: speechToText,
  },
  {
    id: 'ai-text-to-speech',
    category: 'AI',
    shows: /text[- ]to[- ]speech|\bvoices\b|\bssml\b/i,
    alt: 'A text-to-speech voice library: voices by language and style, the selected one playing as a waveform with 62 ms to first byte, and the SSML it speaks',
    draw: textToSpeech,
  },
  {
    id: 'storage-s3-code',
    category: 'Storage',
    shows: /\bs3\b/i,
    alt: 'Python code uploading a call recording to Ostra Cloud Storage with boto3, only the endpoint changed, and the AWS CLI listing the bucket',
    draw: s3Snippet,
  },
  {
    id: 'storage-egress',
    category: 'Storage',
    shows: /egress|replicat/i,
    alt: 'Storage usage: 12.6 TB of egress this month at $0.00, egress per day, and a bucket replicated from Dublin to Ashburn and Mumbai',
    draw: storageUsage,
  },
  {
    id: 'storage-bucket-browser',
    category: 'Storage',
    shows: /bucket|wired into communications|\bfax\b|records and oversight/i,
    alt: 'A bucket browser showing call recordings, transcripts, faxes and MMS media saved straight from Ostra communications',
    draw: bucketBrowser,
  },
  {
    id: 'iot-sim-list',
    category: 'IoT',
    shows: /esim|sim cards|fleet/i,
    alt: 'A list of fleet SIM cards with their device, status and a bar of each one’s data use this month',
    draw: simList,
  },
  {
    id: 'iot-attach-events',
    category: 'IoT',
    shows: /multi-network|partner networks|crosses borders|roam/i,
    alt: 'A world map of connected devices above a feed of network attach, switch and detach events on partner networks',
    draw: attachEvents,
  },
  {
    id: 'iot-sim-detail',
    category: 'IoT',
    shows: /private addressing|private ip|\bapn\b|control from the api/i,
    alt: 'A SIM’s detail page: private IP address, APN, daily data use against an alert line, and buttons to set a limit, text or suspend it',
    draw: simDetail,
  },
  {
    id: 'networking-vpn-tunnels',
    category: 'Networking',
    shows: /ipsec|tunnels?|cloud gateways?|connect to your cloud/i,
    alt: 'A Cloud VPN gateway’s status: four IPsec tunnels to AWS, Google Cloud and an office, their BGP sessions, traffic and learned routes',
    draw: tunnels,
  },
  {
    id: 'networking-topology',
    category: 'Networking',
    shows: /topology|segment|router|private paths|attack surface|networks as resources|connected locations/i,
    alt: 'A private network topology: an edge router joining three regions, with cloud, office and Ostra Voice attachments in two segments',
    draw: topology,
  },
  {
    id: 'networking-performance',
    category: 'Networking',
    shows: /performance|backbone|observab/i,
    alt: 'Backbone performance: inbound and outbound throughput over 24 hours and latency, jitter and loss between points of presence',
    draw: networkPerformance,
  },
  {
    id: 'billing-spend',
    category: 'Voice',
    shows: /pricing that stays predictable|spending limits?|platform fees?|volume and committed spend|volume discounts?/i,
    alt: 'The billing page: this month’s spend climbing toward a hard limit, spend by product against each product’s own limit, an automatic volume discount and a platform fee of $0.00',
    draw: billing,
  },
]
