/**
 * The seed's illustrations as SVG: one flat diagram per product category and one for the home page,
 * each drawing what its alt text (images.ts) says. Brand palette on the dark hero background; the
 * subject stays inside a centred safe area so a 16:9 crop (the video poster) and a phone-sized hero
 * still show all of it. Deterministic: the same SVG on every seed.
 */
import { formatPhoneNumber } from '@/lib/forms'

import { WORLD_MASK, WORLD_MASK_STEP } from './worldMask'

export const WIDTH = 1600
export const HEIGHT = 1000

/** The palette of globals.css. */
export const C = { black: '#0b0b0b', blue: '#16215c', citron: '#e4f26b', cream: '#fdf8ee', green: '#00a36c', tan: '#eadfcb' } as const

const FONT = `font-family="sans-serif"`

/** Rounded to one decimal: shorter SVG, same picture. */
export const r1 = (n: number) => Math.round(n * 10) / 10

/** A small deterministic pseudo-random generator (a linear congruential one). */
function random(seed: number): () => number {
  let state = seed * 9301 + 49297
  return () => {
    state = (state * 9301 + 49297) % 233280
    return state / 233280
  }
}

/** The canvas: dark background, a deep-blue glow behind the subject, then the drawing. */
function canvas(body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><radialGradient id="glow" cx="50%" cy="50%" r="55%"><stop offset="0" stop-color="${C.blue}" stop-opacity="0.9"/><stop offset="1" stop-color="${C.blue}" stop-opacity="0"/></radialGradient>${defs}</defs>
<rect width="100%" height="100%" fill="${C.black}"/><rect width="100%" height="100%" fill="url(#glow)"/>${body}</svg>`
}

const text = (x: number, y: number, content: string, size: number, fill: string, extra = '') =>
  `<text x="${r1(x)}" y="${r1(y)}" ${FONT} font-size="${size}" fill="${fill}" ${extra}>${content}</text>`

/** Expanding rings around a point (a signal). */
function rings(x: number, y: number, color: string, radii: readonly number[], width = 3): string {
  return radii
    .map(
      (r, i) =>
        `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r}" fill="none" stroke="${color}" stroke-width="${width}" opacity="${r1(0.7 - (0.6 * i) / radii.length)}"/>`,
    )
    .join('')
}

// ------------------------------------------------------------------ home: the globe

/** Whether the 2° cell holding this point is land (the globe's dots). */
export function isLand(lat: number, lon: number): boolean {
  const row = Math.floor((90 - lat) / WORLD_MASK_STEP)
  const col = Math.floor((lon + 180) / WORLD_MASK_STEP)
  const digit = parseInt(WORLD_MASK[row]?.[col >> 2] ?? '0', 16)
  return ((digit >> (3 - (col & 3))) & 1) === 1
}

const RAD = Math.PI / 180

/** Orthographic projection of a point (optionally lifted above the surface by `lift` radii). */
function project(lat: number, lon: number, centre: { lat: number; lon: number; x: number; y: number; r: number }, lift = 0) {
  const phi = lat * RAD
  const lambda = (lon - centre.lon) * RAD
  const phi0 = centre.lat * RAD
  const r = centre.r * (1 + lift)
  const x = centre.x + r * Math.cos(phi) * Math.sin(lambda)
  const y = centre.y - r * (Math.cos(phi0) * Math.sin(phi) - Math.sin(phi0) * Math.cos(phi) * Math.cos(lambda))
  const depth = Math.sin(phi0) * Math.sin(phi) + Math.cos(phi0) * Math.cos(phi) * Math.cos(lambda)
  return { x, y, depth }
}

/** Points along the great circle from a to b, lifted into an arc. */
function greatArc(a: readonly [number, number], b: readonly [number, number], steps = 40): [number, number, number][] {
  const toVec = ([lat, lon]: readonly [number, number]) => [
    Math.cos(lat * RAD) * Math.cos(lon * RAD),
    Math.cos(lat * RAD) * Math.sin(lon * RAD),
    Math.sin(lat * RAD),
  ]
  const va = toVec(a)
  const vb = toVec(b)
  const angle = Math.acos(Math.min(1, va[0] * vb[0] + va[1] * vb[1] + va[2] * vb[2]))
  const points: [number, number, number][] = []
  for (let i = 0; i <= steps; i++) {
    const t = i / steps
    const wa = Math.sin((1 - t) * angle) / Math.sin(angle)
    const wb = Math.sin(t * angle) / Math.sin(angle)
    const v = va.map((c, k) => wa * c + wb * vb[k])
    points.push([Math.asin(v[2]) / RAD, Math.atan2(v[1], v[0]) / RAD, 0.12 * angle * Math.sin(Math.PI * t)])
  }
  return points
}

function home(): string {
  const globe = { lat: 12, lon: -32, x: 800, y: 500, r: 390 }
  const spacing = 3.1
  const parts: string[] = []
  parts.push(`<circle cx="${globe.x}" cy="${globe.y}" r="${globe.r + 60}" fill="url(#halo)"/>`)
  parts.push(
    `<circle cx="${globe.x}" cy="${globe.y}" r="${globe.r}" fill="${C.blue}" fill-opacity="0.55" stroke="${C.cream}" stroke-opacity="0.25" stroke-width="3"/>`,
  )
  // The grid: parallels and meridians every 30°, front half only.
  const line = (points: { x: number; y: number; depth: number }[]) => {
    const segments: string[] = []
    let current: string[] = []
    for (const p of points) {
      if (p.depth > 0) current.push(`${r1(p.x)},${r1(p.y)}`)
      else if (current.length) {
        segments.push(current.join(' '))
        current = []
      }
    }
    if (current.length) segments.push(current.join(' '))
    return segments.map((s) => `<polyline points="${s}" fill="none" stroke="${C.cream}" stroke-opacity="0.12" stroke-width="2"/>`).join('')
  }
  for (let lat = -60; lat <= 60; lat += 30) parts.push(line(Array.from({ length: 121 }, (_, i) => project(lat, -180 + i * 3, globe))))
  for (let lon = -180; lon < 180; lon += 30) parts.push(line(Array.from({ length: 61 }, (_, i) => project(-90 + i * 3, lon, globe))))
  // Land as dots, smaller and dimmer towards the rim.
  const dots: string[] = []
  // Evenly spaced on the sphere: fewer dots per row towards the poles, so rows do not merge into lines.
  for (let lat = 90 - spacing / 2; lat > -90; lat -= spacing) {
    const step = spacing / Math.max(0.2, Math.cos(lat * RAD))
    for (let lon = -180 + step / 2; lon < 180; lon += step) {
      if (!isLand(lat, lon) || lat > 72) continue
      const p = project(lat, lon, globe)
      // The rim is left bare: rows of dots crowd together there and shimmer at small sizes.
      if (p.depth <= 0.3) continue
      dots.push(`<circle cx="${r1(p.x)}" cy="${r1(p.y)}" r="${r1(3 + 3.2 * p.depth)}" fill-opacity="${p.depth > 0.45 ? 0.85 : 0.5}"/>`)
    }
  }
  parts.push(`<g fill="${C.cream}">${dots.join('')}</g>`)
  // Points of presence and the links between them.
  const pops: Record<string, [number, number]> = {
    newYork: [40.7, -74],
    saoPaulo: [-23.5, -46.6],
    london: [51.5, -0.1],
    lagos: [6.5, 3.4],
    bogota: [4.7, -74.1],
    johannesburg: [-26.2, 28],
    dallas: [32.8, -96.8],
  }
  const links: [string, string, string][] = [
    ['newYork', 'london', C.citron],
    ['london', 'lagos', C.green],
    ['lagos', 'johannesburg', C.green],
    ['saoPaulo', 'lagos', C.citron],
    ['dallas', 'newYork', C.green],
    ['bogota', 'saoPaulo', C.green],
    ['dallas', 'bogota', C.citron],
  ]
  for (const [from, to, color] of links) {
    const points = greatArc(pops[from], pops[to]).map(([lat, lon, lift]) => project(lat, lon, globe, lift))
    parts.push(
      `<polyline points="${points.map((p) => `${r1(p.x)},${r1(p.y)}`).join(' ')}" fill="none" stroke="${color}" stroke-width="4" stroke-linecap="round" opacity="0.9"/>`,
    )
  }
  for (const [name, [lat, lon]] of Object.entries(pops)) {
    const p = project(lat, lon, globe)
    const big = name === 'london' || name === 'saoPaulo' || name === 'newYork'
    parts.push(rings(p.x, p.y, C.citron, big ? [26, 48, 72] : [22, 38], 3))
    parts.push(`<circle cx="${r1(p.x)}" cy="${r1(p.y)}" r="${big ? 11 : 8}" fill="${C.citron}" stroke="${C.black}" stroke-width="3"/>`)
  }
  const halo = `<radialGradient id="halo"><stop offset="0.8" stop-color="${C.green}" stop-opacity="0.18"/><stop offset="1" stop-color="${C.green}" stop-opacity="0"/></radialGradient>`
  return canvas(parts.join(''), halo)
}

// ------------------------------------------------------------------ Voice

/** A phone handset, centred on (x, y), about 80 px tall. */
function handset(x: number, y: number, color: string, scale = 1): string {
  return `<path transform="translate(${x} ${y}) scale(${scale}) rotate(-8)" fill="${color}" d="M-31-38c6-5 14-4 18 2l10 15c4 6 2 13-3 17l-7 5c5 11 13 20 23 26l6-6c5-5 13-5 18-1l14 11c6 5 6 13 1 18l-8 8c-10 9-28 6-44-6-17-13-32-32-38-51-5-15-2-28 10-38z"/>`
}

function voice(): string {
  const next = random(2)
  const parts: string[] = []
  // The network: a jittered lattice of exchanges joined to their neighbours.
  const nodes: { x: number; y: number }[] = []
  const cols = 9
  const rows = 5
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) nodes.push({ x: 240 + col * 140 + (next() - 0.5) * 50, y: 200 + row * 150 + (next() - 0.5) * 50 })
  }
  const at = (col: number, row: number) => nodes[row * cols + col]
  const mesh: string[] = []
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const a = at(col, row)
      if (col + 1 < cols) mesh.push(`M${r1(a.x)} ${r1(a.y)}L${r1(at(col + 1, row).x)} ${r1(at(col + 1, row).y)}`)
      if (row + 1 < rows && (col + row) % 2 === 0) mesh.push(`M${r1(a.x)} ${r1(a.y)}L${r1(at(col, row + 1).x)} ${r1(at(col, row + 1).y)}`)
      if (row + 1 < rows && col + 1 < cols && (col * 3 + row) % 4 === 1)
        mesh.push(`M${r1(a.x)} ${r1(a.y)}L${r1(at(col + 1, row + 1).x)} ${r1(at(col + 1, row + 1).y)}`)
    }
  }
  parts.push(`<path d="${mesh.join('')}" stroke="${C.cream}" stroke-opacity="0.14" stroke-width="2.5" fill="none"/>`)
  parts.push(`<g fill="${C.cream}" fill-opacity="0.35">${nodes.map((n) => `<circle cx="${r1(n.x)}" cy="${r1(n.y)}" r="6"/>`).join('')}</g>`)
  // Two call routes across the network, caller on the left, callee on the right.
  const caller = { x: 230, y: 500 }
  const callee = { x: 1370, y: 500 }
  const routes = [
    { color: C.citron, via: [at(2, 1), at(4, 1), at(6, 1)] },
    { color: C.green, via: [at(2, 3), at(4, 3), at(6, 3)] },
  ]
  for (const route of routes) {
    const points = [caller, ...route.via, callee].map((p) => `${r1(p.x)},${r1(p.y)}`).join(' ')
    parts.push(`<polyline points="${points}" fill="none" stroke="${route.color}" stroke-width="5" stroke-linejoin="round"/>`)
    for (const p of route.via) parts.push(`<circle cx="${r1(p.x)}" cy="${r1(p.y)}" r="12" fill="${C.black}" stroke="${route.color}" stroke-width="5"/>`)
  }
  // The voice itself: a waveform crossing the network between the two ends.
  const bars: string[] = []
  for (let x = 380; x <= 1220; x += 20) {
    const t = (x - 380) / 840
    const envelope = Math.sin(Math.PI * t) ** 0.8
    const h = 24 + 230 * envelope * Math.abs(0.55 * Math.sin(t * 23) + 0.45 * Math.sin(t * 61 + 1))
    bars.push(`M${x} ${r1(500 - h / 2)}V${r1(500 + h / 2)}`)
  }
  parts.push(`<path d="${bars.join('')}" stroke="${C.black}" stroke-width="20" stroke-linecap="round"/>`)
  parts.push(`<path d="${bars.join('')}" stroke="url(#wave)" stroke-width="10" stroke-linecap="round"/>`)
  // The two phones at the ends of the call.
  for (const end of [caller, callee]) {
    const color = end === caller ? C.citron : C.green
    parts.push(rings(end.x, end.y, color, [100, 128], 3))
    parts.push(`<circle cx="${end.x}" cy="${end.y}" r="78" fill="${color}"/>`)
    parts.push(handset(end.x, end.y, C.black, 1.15))
  }
  const wave = `<linearGradient id="wave" gradientUnits="userSpaceOnUse" x1="380" y1="0" x2="1220" y2="0"><stop offset="0" stop-color="${C.citron}"/><stop offset="1" stop-color="${C.green}"/></linearGradient>`
  return canvas(parts.join(''), wave)
}

// ------------------------------------------------------------------ Messaging

/** A chat bubble with a tail, skeleton lines of text inside. */
function bubble(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  tail: 'left' | 'right',
  lines: readonly number[],
  ink: string,
  inkOpacity = 0.45,
): string {
  const tailPath =
    tail === 'left'
      ? `M${x + 8} ${y + h - 30}L${x - 14} ${y + h + 10}L${x + 36} ${y + h - 4}Z`
      : `M${x + w - 8} ${y + h - 30}L${x + w + 14} ${y + h + 10}L${x + w - 36} ${y + h - 4}Z`
  const skeleton = lines
    .map(
      (fraction, i) =>
        `<rect x="${x + 24}" y="${y + 22 + i * 30}" width="${r1((w - 48) * fraction)}" height="14" rx="7" fill="${ink}" fill-opacity="${inkOpacity}"/>`,
    )
    .join('')
  return `<path d="${tailPath}" fill="${fill}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="26" fill="${fill}"/>${skeleton}`
}

function phone(x: number, y: number, content: string): string {
  const w = 300
  const h = 600
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="48" fill="${C.black}" stroke="${C.cream}" stroke-opacity="0.55" stroke-width="6"/>
<rect x="${x + 18}" y="${y + 18}" width="${w - 36}" height="${h - 36}" rx="34" fill="${C.blue}" fill-opacity="0.6"/>
<rect x="${x + w / 2 - 44}" y="${y + 32}" width="88" height="22" rx="11" fill="${C.black}"/>${content}`
}

function messaging(): string {
  const parts: string[] = []
  const left = { x: 210, y: 200 }
  const right = { x: 1090, y: 200 }
  parts.push(
    phone(
      left.x,
      left.y,
      bubble(left.x + 40, left.y + 100, 190, 74, C.cream, 'left', [0.9], C.black, 0.25) +
        bubble(left.x + 80, left.y + 210, 180, 104, C.citron, 'right', [0.85, 0.55], C.black, 0.35) +
        bubble(left.x + 40, left.y + 350, 160, 74, C.cream, 'left', [0.7], C.black, 0.25) +
        bubble(left.x + 110, left.y + 460, 150, 74, C.citron, 'right', [0.8], C.black, 0.35),
    ),
  )
  parts.push(
    phone(
      right.x,
      right.y,
      bubble(right.x + 40, right.y + 100, 200, 104, C.green, 'left', [0.85, 0.6], C.black, 0.4) +
        bubble(right.x + 100, right.y + 240, 160, 74, C.cream, 'right', [0.75], C.black, 0.25) +
        bubble(right.x + 40, right.y + 360, 220, 134, C.green, 'left', [0.9, 0.8, 0.45], C.black, 0.4),
    ),
  )
  // The routes the messages travel: out over the top, replies back underneath.
  parts.push(
    `<path d="M540 470C650 250 950 250 1060 470" fill="none" stroke="${C.citron}" stroke-opacity="0.7" stroke-width="5" stroke-dasharray="2 18" stroke-linecap="round"/>`,
  )
  parts.push(
    `<path d="M1060 640C950 820 650 820 540 640" fill="none" stroke="${C.green}" stroke-opacity="0.8" stroke-width="5" stroke-dasharray="2 18" stroke-linecap="round"/>`,
  )
  for (const [x, y, color] of [
    [540, 470, C.citron],
    [1060, 470, C.citron],
    [1060, 640, C.green],
    [540, 640, C.green],
  ] as const)
    parts.push(`<circle cx="${x}" cy="${y}" r="11" fill="${color}"/>`)
  // Messages on their way: overlapping bubbles, the front one readable.
  parts.push(bubble(590, 300, 220, 84, C.green, 'left', [0.75], C.black, 0.4))
  parts.push(bubble(790, 270, 200, 84, C.cream, 'right', [0.7], C.black, 0.25))
  parts.push(
    `<path d="M620 512L596 556L660 516Z" fill="${C.citron}" stroke="${C.black}" stroke-width="6" stroke-linejoin="round"/><rect x="580" y="400" width="440" height="118" rx="36" fill="${C.citron}" stroke="${C.black}" stroke-width="6"/>` +
      `<path d="M621 510L602 546L664 510Z" fill="${C.citron}"/>` +
      text(800, 474, 'Your code: 482913', 38, C.black, 'text-anchor="middle" font-weight="bold"'),
  )
  parts.push(bubble(700, 700, 200, 80, C.green, 'left', [0.8], C.black, 0.4))
  return canvas(parts.join(''))
}

// ------------------------------------------------------------------ Numbers

/** Numbers in fictional or drama ranges where the country has one; shown the way each country writes them. */
const NUMBER_TILES: readonly { label: string; number: string; lit?: 'citron' | 'green' }[] = [
  { label: 'US · Local', number: '+14155550132', lit: 'citron' },
  { label: 'GB · Local', number: '+442079460958' },
  { label: 'FR · Local', number: '+33199001234' },
  { label: 'US · Toll-free', number: '+18885550123' },
  { label: 'CA · Local', number: '+16045550178' },
  { label: 'GB · Mobile', number: '+447700900461', lit: 'green' },
  { label: 'AU · Local', number: '+61255504821', lit: 'citron' },
  { label: 'IE · Local', number: '+35315550192' },
  { label: 'DE · Local', number: '+493055572190' },
  { label: 'BR · Local', number: '+551155550142' },
  { label: 'SG · Local', number: '+6565550123' },
  { label: 'NL · Local', number: '+31205550123', lit: 'citron' },
  { label: 'JP · Local', number: '+81355500199', lit: 'green' },
  { label: 'US · Local', number: '+12125550187' },
  { label: 'ES · Local', number: '+34910555012' },
]

function numbers(): string {
  const parts: string[] = []
  const cols = 3
  const w = 390
  const h = 112
  const gap = 26
  const x0 = (WIDTH - (cols * w + (cols - 1) * gap)) / 2
  const y0 = (HEIGHT - (5 * h + 4 * gap)) / 2
  NUMBER_TILES.forEach((tile, i) => {
    const x = x0 + (i % cols) * (w + gap)
    const y = y0 + Math.floor(i / cols) * (h + gap)
    const fill = tile.lit ? C[tile.lit] : C.black
    const ink = tile.lit ? C.black : C.cream
    if (tile.lit) parts.push(`<rect x="${x - 10}" y="${y - 10}" width="${w + 20}" height="${h + 20}" rx="26" fill="${fill}" fill-opacity="0.18"/>`)
    parts.push(
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${fill}" ${tile.lit ? '' : `stroke="${C.cream}" stroke-opacity="0.22" stroke-width="3"`}/>`,
    )
    parts.push(`<circle cx="${x + w - 30}" cy="${y + 30}" r="8" fill="${tile.lit ? C.black : C.green}" ${tile.lit ? '' : 'fill-opacity="0.9"'}/>`)
    parts.push(text(x + 26, y + 42, tile.label, 22, tile.lit ? C.black : C.tan, tile.lit ? '' : `fill-opacity="0.75"`))
    parts.push(text(x + 26, y + 88, formatPhoneNumber(tile.number), 32, ink, 'font-weight="bold"'))
  })
  return canvas(parts.join(''))
}

// ------------------------------------------------------------------ Identity

const LOOKUPS: readonly { number: string; type: string; status: string }[] = [
  { number: '+14155550132', type: 'Mobile', status: 'Valid' },
  { number: '+447700900461', type: 'Mobile', status: 'Valid' },
  { number: '+61255504821', type: 'Landline', status: 'Valid' },
  { number: '+12125550187', type: 'VoIP', status: 'Flagged' },
  { number: '+33199001234', type: 'Landline', status: 'Valid' },
  { number: '+493055572190', type: 'Mobile', status: 'Valid' },
  { number: '+81355500199', type: 'Mobile', status: 'Valid' },
]

function identity(): string {
  const parts: string[] = []
  const rowH = 76
  const gap = 22
  const y0 = (HEIGHT - (LOOKUPS.length * rowH + (LOOKUPS.length - 1) * gap)) / 2
  LOOKUPS.forEach((row, i) => {
    const y = y0 + i * (rowH + gap)
    const fade = r1(1 - Math.abs(i - (LOOKUPS.length - 1) / 2) * 0.2)
    const flagged = row.status === 'Flagged'
    parts.push(`<g opacity="${fade}">`)
    parts.push(
      `<rect x="170" y="${y}" width="1260" height="${rowH}" rx="${rowH / 2}" fill="${C.blue}" fill-opacity="0.7" stroke="${C.cream}" stroke-opacity="0.18" stroke-width="3"/>`,
    )
    parts.push(text(220, y + 49, formatPhoneNumber(row.number), 28, C.cream, 'font-weight="bold"'))
    parts.push(`<rect x="1040" y="${y + 18}" width="150" height="40" rx="20" fill="${C.cream}" fill-opacity="0.12"/>`)
    parts.push(text(1115, y + 46, row.type, 22, C.tan, 'text-anchor="middle"'))
    parts.push(`<rect x="1215" y="${y + 18}" width="170" height="40" rx="20" fill="${flagged ? C.citron : C.green}"/>`)
    parts.push(`<circle cx="1242" cy="${y + 38}" r="7" fill="${C.black}"/>`)
    parts.push(text(1316, y + 46, row.status, 22, C.black, 'text-anchor="middle" font-weight="bold"'))
    parts.push('</g>')
  })
  // The verification badge: a shield with a check, ringed, over the middle of the stream.
  const cx = 800
  const cy = 500
  parts.push(`<circle cx="${cx}" cy="${cy}" r="250" fill="${C.black}" fill-opacity="0.85"/>`)
  parts.push(rings(cx, cy, C.citron, [210, 250], 4))
  const shield = `M${cx} ${cy - 190}L${cx + 150} ${cy - 130}V${cy - 10}C${cx + 150} ${cy + 90} ${cx + 80} ${cy + 160} ${cx} ${cy + 200}C${cx - 80} ${cy + 160} ${cx - 150} ${cy + 90} ${cx - 150} ${cy - 10}V${cy - 130}Z`
  parts.push(`<path d="${shield}" fill="${C.citron}" stroke="${C.black}" stroke-width="10" stroke-linejoin="round"/>`)
  parts.push(
    `<path d="M${cx - 62} ${cy + 4}L${cx - 16} ${cy + 52}L${cx + 72} ${cy - 46}" fill="none" stroke="${C.black}" stroke-width="30" stroke-linecap="round" stroke-linejoin="round"/>`,
  )
  return canvas(parts.join(''))
}

// ------------------------------------------------------------------ AI

function ai(): string {
  const layers = [4, 6, 7, 6, 3]
  const xs = [290, 545, 800, 1055, 1310]
  const spacing = 105
  const nodes = layers.map((count, l) => Array.from({ length: count }, (_, i) => ({ x: xs[l], y: 500 + (i - (count - 1) / 2) * spacing })))
  const parts: string[] = []
  // Each layer on its own panel.
  nodes.forEach((layer) => {
    const top = layer[0].y - 60
    const bottom = layer[layer.length - 1].y + 60
    parts.push(
      `<rect x="${layer[0].x - 56}" y="${top}" width="112" height="${bottom - top}" rx="56" fill="${C.blue}" fill-opacity="0.75" stroke="${C.cream}" stroke-opacity="0.15" stroke-width="3"/>`,
    )
  })
  const edges: string[] = []
  // Each node feeds its neighbours in the next layer (a full mesh would be a grey blur at hero size).
  for (let l = 0; l + 1 < nodes.length; l++)
    for (const a of nodes[l]) for (const b of nodes[l + 1]) if (Math.abs(a.y - b.y) < 230) edges.push(`M${a.x} ${r1(a.y)}L${b.x} ${r1(b.y)}`)
  parts.push(`<path d="${edges.join('')}" stroke="${C.cream}" stroke-opacity="0.16" stroke-width="2.5"/>`)
  // Bright paths: the activations that carry this input to its answer.
  const paths: { color: string; through: number[] }[] = [
    { color: C.green, through: [0, 1, 2, 2, 1] },
    { color: C.citron, through: [1, 2, 3, 2, 1] },
    { color: C.green, through: [3, 4, 4, 3, 1] },
  ]
  const active = new Set<string>()
  for (const path of paths) {
    const points = path.through.map((i, l) => nodes[l][i])
    path.through.forEach((i, l) => active.add(`${l}:${i}`))
    const d = points.map((p, k) => `${k ? 'L' : 'M'}${p.x} ${r1(p.y)}`).join('')
    parts.push(`<path d="${d}" fill="none" stroke="${path.color}" stroke-opacity="0.25" stroke-width="16" stroke-linejoin="round" stroke-linecap="round"/>`)
    parts.push(`<path d="${d}" fill="none" stroke="${path.color}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>`)
  }
  nodes.forEach((layer, l) =>
    layer.forEach((n, i) => {
      const on = active.has(`${l}:${i}`)
      const last = l === nodes.length - 1
      if (on && last) parts.push(rings(n.x, r1(n.y), C.citron, [36, 56, 76], 4))
      parts.push(
        on
          ? `<circle cx="${n.x}" cy="${r1(n.y)}" r="${last ? 26 : 20}" fill="${last ? C.citron : C.cream}" stroke="${C.black}" stroke-width="4"/>`
          : `<circle cx="${n.x}" cy="${r1(n.y)}" r="16" fill="${C.black}" stroke="${C.cream}" stroke-opacity="0.4" stroke-width="4"/>`,
      )
    }),
  )
  return canvas(parts.join(''))
}

// ------------------------------------------------------------------ Storage

/** A drum of storage (a cylinder), top centre at (cx, top). */
function volume(cx: number, top: number, w: number, h: number, lid: string): string {
  const rx = w / 2
  const ry = 30
  return `<path d="M${cx - rx} ${top}V${top + h}A${rx} ${ry} 0 0 0 ${cx + rx} ${top + h}V${top}Z" fill="${C.blue}" stroke="${C.cream}" stroke-opacity="0.45" stroke-width="4"/>
<ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${ry}" fill="${lid}" stroke="${C.black}" stroke-width="4"/>
<circle cx="${cx + rx - 40}" cy="${top + h / 2 + 18}" r="8" fill="${lid}"/><rect x="${cx - rx + 30}" y="${top + h / 2 + 12}" width="${r1(w * 0.4)}" height="12" rx="6" fill="${C.cream}" fill-opacity="0.3"/>`
}

function storage(): string {
  const parts: string[] = []
  const regions = [
    { x: 190, label: 'eu-west', lid: C.citron },
    { x: 930, label: 'us-east', lid: C.green },
  ]
  const w = 480
  const top = 170
  const h = 660
  const levels = [390, 530, 670]
  for (const region of regions) {
    parts.push(
      `<rect x="${region.x}" y="${top}" width="${w}" height="${h}" rx="32" fill="${C.black}" fill-opacity="0.35" stroke="${C.cream}" stroke-opacity="0.35" stroke-width="3" stroke-dasharray="14 12"/>`,
    )
    parts.push(`<circle cx="${region.x + 44}" cy="${top + 48}" r="9" fill="${region.lid}"/>`)
    parts.push(text(region.x + 66, top + 58, region.label, 30, C.cream, 'font-weight="bold"'))
    const cx = region.x + w / 2
    // Drawn bottom first, so each volume's lid sits on the one below.
    for (const y of [...levels].reverse()) parts.push(volume(cx, y - 40, 290, 100, region.lid))
  }
  // Replication: copies streaming across, both ways.
  const from = regions[0].x + w / 2 + 145
  const to = regions[1].x + w / 2 - 145
  levels.forEach((y, i) => {
    const ly = y + 20
    const forward = i !== 1
    const color = forward ? C.citron : C.green
    parts.push(`<path d="M${from + 14} ${ly}H${to - 14}" stroke="${color}" stroke-width="5" stroke-dasharray="18 12"/>`)
    const head = forward ? `M${to - 6} ${ly}l-26 -16v32z` : `M${from + 6} ${ly}l26 -16v32z`
    parts.push(`<path d="${head}" fill="${color}"/>`)
    for (const k of [0.3, 0.55]) {
      const x = forward ? from + (to - from) * k : to - (to - from) * k
      parts.push(`<rect x="${r1(x - 14)}" y="${ly - 14}" width="28" height="28" rx="6" fill="${color}" stroke="${C.black}" stroke-width="4"/>`)
    }
  })
  return canvas(parts.join(''))
}

// ------------------------------------------------------------------ IoT

function tower(x: number, top: number, base: number): string {
  const spread = 70
  const legs = `M${x} ${top + 30}L${x - spread} ${base}M${x} ${top + 30}L${x + spread} ${base}`
  const braces: string[] = []
  const steps = 4
  for (let i = 1; i <= steps; i++) {
    const y = top + 30 + ((base - top - 30) * i) / steps
    const half = (spread * i) / steps
    const prevY = top + 30 + ((base - top - 30) * (i - 1)) / steps
    const prevHalf = (spread * (i - 1)) / steps
    braces.push(`M${r1(x - half)} ${r1(y)}H${r1(x + half)}`)
    braces.push(`M${r1(x - prevHalf)} ${r1(prevY)}L${r1(x + half)} ${r1(y)}`)
  }
  const arcs = [38, 68, 98]
    .map(
      (r, i) =>
        `<path d="M${r1(x - r * 0.72)} ${r1(top - r * 0.7)}A${r} ${r} 0 0 0 ${r1(x - r * 0.72)} ${r1(top + r * 0.7)}M${r1(x + r * 0.72)} ${r1(top - r * 0.7)}A${r} ${r} 0 0 1 ${r1(x + r * 0.72)} ${r1(top + r * 0.7)}" fill="none" stroke="${C.citron}" stroke-width="6" stroke-linecap="round" opacity="${r1(1 - i * 0.3)}"/>`,
    )
    .join('')
  return `<path d="${legs}${braces.join('')}" stroke="${C.cream}" stroke-opacity="0.75" stroke-width="6" stroke-linecap="round" fill="none"/>
<path d="M${x - spread - 30} ${base}H${x + spread + 30}" stroke="${C.cream}" stroke-opacity="0.4" stroke-width="6" stroke-linecap="round"/>
<circle cx="${x}" cy="${top}" r="16" fill="${C.citron}"/>${arcs}`
}

/** A SIM card with its chip, top-left corner at (x, y). */
function sim(x: number, y: number, w = 84): string {
  const h = Math.round(w * 1.25)
  const cut = w * 0.28
  const chipW = w * 0.62
  const chipH = h * 0.42
  const cx = x + (w - chipW) / 2
  const cy = y + h * 0.38
  return `<path d="M${x} ${y + 8}Q${x} ${y} ${x + 8} ${y}H${r1(x + w - cut)}L${x + w} ${r1(y + cut)}V${y + h - 8}Q${x + w} ${y + h} ${x + w - 8} ${y + h}H${x + 8}Q${x} ${y + h} ${x} ${y + h - 8}Z" fill="${C.tan}" stroke="${C.black}" stroke-width="4"/>
<rect x="${r1(cx)}" y="${r1(cy)}" width="${r1(chipW)}" height="${r1(chipH)}" rx="6" fill="${C.citron}" stroke="${C.black}" stroke-width="3"/>
<path d="M${r1(cx)} ${r1(cy + chipH / 3)}H${r1(cx + chipW)}M${r1(cx)} ${r1(cy + (2 * chipH) / 3)}H${r1(cx + chipW)}M${r1(cx + chipW / 2)} ${r1(cy)}V${r1(cy + chipH)}" stroke="${C.black}" stroke-width="3"/>`
}

function iot(): string {
  const parts: string[] = []
  const towers = [
    { x: 560, top: 200, base: 470 },
    { x: 1040, top: 200, base: 470 },
  ]
  const deviceY = 610
  // Four devices: a tracker, a smart meter, a vehicle unit, a wearable.
  const devices = [
    {
      x: 270,
      tower: 0,
      top: 0,
      body: (x: number, y: number) =>
        `<circle cx="${x}" cy="${y + 90}" r="90" fill="${C.blue}" stroke="${C.cream}" stroke-opacity="0.6" stroke-width="5"/><circle cx="${x}" cy="${y + 90}" r="28" fill="${C.green}"/>`,
    },
    {
      x: 630,
      tower: 0,
      top: 0,
      body: (x: number, y: number) =>
        `<rect x="${x - 90}" y="${y}" width="180" height="190" rx="20" fill="${C.blue}" stroke="${C.cream}" stroke-opacity="0.6" stroke-width="5"/><path d="M${x - 52} ${y + 90}A52 52 0 0 1 ${x + 52} ${y + 90}" fill="none" stroke="${C.green}" stroke-width="10" stroke-linecap="round"/><path d="M${x} ${y + 90}L${x + 30} ${y + 58}" stroke="${C.cream}" stroke-width="8" stroke-linecap="round"/><rect x="${x - 60}" y="${y + 120}" width="120" height="36" rx="8" fill="${C.black}"/>`,
    },
    {
      x: 970,
      tower: 1,
      top: 30,
      body: (x: number, y: number) =>
        `<rect x="${x - 110}" y="${y + 30}" width="220" height="130" rx="26" fill="${C.blue}" stroke="${C.cream}" stroke-opacity="0.6" stroke-width="5"/><rect x="${x - 80}" y="${y + 60}" width="160" height="40" rx="10" fill="${C.black}"/><circle cx="${x - 62}" cy="${y + 130}" r="9" fill="${C.green}"/><circle cx="${x - 34}" cy="${y + 130}" r="9" fill="${C.citron}"/>`,
    },
    {
      x: 1330,
      tower: 1,
      top: -10,
      body: (x: number, y: number) =>
        `<rect x="${x - 44}" y="${y - 10}" width="88" height="210" rx="30" fill="${C.cream}" fill-opacity="0.2"/><rect x="${x - 75}" y="${y + 30}" width="150" height="130" rx="38" fill="${C.blue}" stroke="${C.cream}" stroke-opacity="0.6" stroke-width="5"/><circle cx="${x}" cy="${y + 95}" r="34" fill="none" stroke="${C.green}" stroke-width="9"/>`,
    },
  ]
  // Links first, so towers and devices sit on top.
  for (const device of devices) {
    const t = towers[device.tower]
    parts.push(
      `<path d="M${device.x} ${r1(deviceY + 95 - 1.15 * (95 - device.top) - 12)}Q${(device.x + t.x) / 2} ${deviceY - 80} ${t.x} ${t.top + 40}" fill="none" stroke="${C.citron}" stroke-width="6" stroke-dasharray="2 16" stroke-linecap="round"/>`,
    )
  }
  parts.push(`<path d="M${towers[0].x} ${towers[0].top}H${towers[1].x}" stroke="${C.green}" stroke-width="6" stroke-dasharray="2 16" stroke-linecap="round"/>`)
  for (const t of towers) parts.push(tower(t.x, t.top, t.base))
  for (const device of devices) {
    const cy = deviceY + 95 // Scaled about the device's centre.
    parts.push(
      `<g transform="translate(${device.x} ${cy}) scale(1.15) translate(${-device.x} ${-cy})">${device.body(device.x, deviceY)}${sim(device.x + 40, deviceY + 100, 70)}</g>`,
    )
  }
  return canvas(parts.join(''))
}

// ------------------------------------------------------------------ Networking

function router(x: number, y: number): string {
  const w = 240
  const h = 96
  const ports = [0, 1, 2, 3].map(
    (i) => `<rect x="${x - w / 2 + 26 + i * 36}" y="${y - 10}" width="24" height="20" rx="4" fill="${i < 2 ? C.green : C.citron}"/>`,
  )
  return `<rect x="${x - w / 2}" y="${y - h / 2}" width="${w}" height="${h}" rx="20" fill="${C.blue}" stroke="${C.cream}" stroke-opacity="0.7" stroke-width="5"/>${ports.join('')}
<path d="M${x + 60} ${y}h44" stroke="${C.cream}" stroke-opacity="0.5" stroke-width="8" stroke-linecap="round"/><path d="M${x - 70} ${y - h / 2}l-16 -40M${x + 70} ${y - h / 2}l16 -40" stroke="${C.cream}" stroke-opacity="0.7" stroke-width="7" stroke-linecap="round"/>`
}

function padlock(x: number, y: number): string {
  return `<circle cx="${x}" cy="${y}" r="40" fill="${C.black}" stroke="${C.citron}" stroke-width="4"/>
<path d="M${x - 12} ${y - 4}v-10a12 12 0 0 1 24 0v10" fill="none" stroke="${C.citron}" stroke-width="6"/>
<rect x="${x - 20}" y="${y - 6}" width="40" height="30" rx="6" fill="${C.citron}"/>`
}

function networking(): string {
  const next = random(9)
  const parts: string[] = []
  // The public internet underneath: a faint scatter of hosts.
  const hosts: string[] = []
  for (let i = 0; i < 90; i++) hosts.push(`<circle cx="${r1(120 + next() * 1360)}" cy="${r1(120 + next() * 760)}" r="${r1(3 + next() * 4)}"/>`)
  parts.push(`<g fill="${C.cream}" fill-opacity="0.18">${hosts.join('')}</g>`)
  const routers = {
    west: { x: 330, y: 500 },
    north: { x: 800, y: 220 },
    east: { x: 1270, y: 500 },
    south: { x: 800, y: 780 },
  }
  const tunnels: [keyof typeof routers, keyof typeof routers][] = [
    ['west', 'north'],
    ['north', 'east'],
    ['east', 'south'],
    ['south', 'west'],
    ['west', 'east'],
  ]
  const path = (a: { x: number; y: number }, b: { x: number; y: number }) => `M${a.x} ${a.y}L${b.x} ${b.y}`
  for (const [a, b] of tunnels) {
    const d = path(routers[a], routers[b])
    parts.push(`<path d="${d}" stroke="${C.cream}" stroke-opacity="0.3" stroke-width="46" stroke-linecap="round"/>`)
    parts.push(`<path d="${d}" stroke="${C.blue}" stroke-width="38" stroke-linecap="round"/>`)
    parts.push(
      `<path d="${d}" stroke="${a === 'west' && b === 'east' ? C.green : C.citron}" stroke-width="6" stroke-dasharray="22 14" stroke-linecap="round"/>`,
    )
  }
  for (const [a, b] of tunnels) {
    const mid = { x: (routers[a].x + routers[b].x) / 2, y: (routers[a].y + routers[b].y) / 2 }
    if (a === 'west' && b === 'east') continue
    parts.push(padlock(mid.x, mid.y))
  }
  parts.push(padlock(800, 500))
  for (const r of Object.values(routers)) parts.push(router(r.x, r.y))
  return canvas(parts.join(''))
}

// ------------------------------------------------------------------ global coverage: the map

/** The points of presence the network page names (content/contentPages.ts), where they are. */
export const POINTS_OF_PRESENCE: readonly { name: string; lat: number; lon: number }[] = [
  { name: 'Ashburn', lat: 39.0, lon: -77.5 },
  { name: 'Atlanta', lat: 33.7, lon: -84.4 },
  { name: 'Chicago', lat: 41.9, lon: -87.6 },
  { name: 'Dallas', lat: 32.8, lon: -96.8 },
  { name: 'San Jose', lat: 37.3, lon: -121.9 },
  { name: 'Seattle', lat: 47.6, lon: -122.3 },
  { name: 'Toronto', lat: 43.7, lon: -79.4 },
  { name: 'London', lat: 51.5, lon: -0.1 },
  { name: 'Manchester', lat: 53.5, lon: -2.2 },
  { name: 'Amsterdam', lat: 52.4, lon: 4.9 },
  { name: 'Frankfurt', lat: 50.1, lon: 8.7 },
  { name: 'Paris', lat: 48.9, lon: 2.4 },
  { name: 'Madrid', lat: 40.4, lon: -3.7 },
  { name: 'Stockholm', lat: 59.3, lon: 18.1 },
  { name: 'Singapore', lat: 1.3, lon: 103.8 },
  { name: 'Tokyo', lat: 35.7, lon: 139.7 },
  { name: 'Sydney', lat: -33.9, lon: 151.2 },
  { name: 'Mumbai', lat: 19.1, lon: 72.9 },
]

/**
 * The world's land as dots (equirectangular, 60° S to 78° N) and every point of presence on it, ringed; the
 * regions' names beside their clusters (a city label each would not be read at phone width). A still picture:
 * the same under reduced motion.
 */
function coverage(): string {
  const [north, south] = [78, -60]
  // Inside the safe area every seed picture keeps (the phone hero's crop): nothing drawn in the outer 110 px.
  const margin = 110
  const scale = (WIDTH - 2 * margin) / 360
  const top = (HEIGHT - (north - south) * scale) / 2
  const at = (lat: number, lon: number) => ({ x: margin + (lon + 180) * scale, y: top + (north - lat) * scale })
  const parts: string[] = []
  // A dot every 3° (the mask's 2° cells sampled): light enough to store, dense enough to read as the continents.
  const step = 4
  for (let lat = north - 1; lat > south; lat -= step) {
    for (let lon = -178.5; lon < 180; lon += step) {
      if (!isLand(lat, lon)) continue
      const { x, y } = at(lat, lon)
      parts.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="5.5" fill="${C.cream}" fill-opacity="0.4"/>`)
    }
  }
  // The backbone: each point of presence joined to the next one west to east within its region, and the regions linked.
  const links: [string, string][] = [
    ['Seattle', 'San Jose'],
    ['San Jose', 'Dallas'],
    ['Dallas', 'Atlanta'],
    ['Atlanta', 'Ashburn'],
    ['Ashburn', 'Chicago'],
    ['Chicago', 'Toronto'],
    ['Ashburn', 'London'],
    ['London', 'Manchester'],
    ['London', 'Amsterdam'],
    ['Amsterdam', 'Frankfurt'],
    ['Frankfurt', 'Stockholm'],
    ['London', 'Paris'],
    ['Paris', 'Madrid'],
    ['Frankfurt', 'Mumbai'],
    ['Mumbai', 'Singapore'],
    ['Singapore', 'Tokyo'],
    ['Singapore', 'Sydney'],
    ['Tokyo', 'San Jose'],
  ]
  const byName = new Map(POINTS_OF_PRESENCE.map((pop) => [pop.name, at(pop.lat, pop.lon)]))
  for (const [a, b] of links) {
    const from = byName.get(a)
    const to = byName.get(b)
    if (!from || !to) continue
    // Tokyo to San Jose crosses the Pacific: drawn off both edges of the map, as the route goes.
    if (Math.abs(from.x - to.x) > WIDTH / 2) {
      const [west, east] = from.x < to.x ? [from, to] : [to, from]
      parts.push(
        `<path d="M${r1(west.x)} ${r1(west.y)} L${margin} ${r1((west.y + east.y) / 2)}" stroke="${C.green}" stroke-width="3" stroke-opacity="0.7" fill="none"/>`,
      )
      parts.push(
        `<path d="M${r1(east.x)} ${r1(east.y)} L${WIDTH - margin} ${r1((west.y + east.y) / 2)}" stroke="${C.green}" stroke-width="3" stroke-opacity="0.7" fill="none"/>`,
      )
      continue
    }
    const mx = (from.x + to.x) / 2
    const my = (from.y + to.y) / 2 - Math.hypot(to.x - from.x, to.y - from.y) * 0.18
    parts.push(
      `<path d="M${r1(from.x)} ${r1(from.y)} Q${r1(mx)} ${r1(my)} ${r1(to.x)} ${r1(to.y)}" stroke="${C.green}" stroke-width="3" stroke-opacity="0.7" fill="none"/>`,
    )
  }
  for (const pop of POINTS_OF_PRESENCE) {
    const { x, y } = at(pop.lat, pop.lon)
    parts.push(rings(x, y, C.citron, [16, 26], 2.5))
    parts.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="8" fill="${C.citron}"/>`)
  }
  const label = (lat: number, lon: number, words: string, anchor = 'middle') => {
    const { x, y } = at(lat, lon)
    return text(x, y, words, 34, C.cream, `font-weight="700" text-anchor="${anchor}"`)
  }
  parts.push(label(58, -100, 'North America · 7'))
  parts.push(label(68, 10, 'Europe · 7'))
  parts.push(label(-8, 75, 'Mumbai · Singapore', 'middle'))
  parts.push(label(45, 140, 'Tokyo', 'middle'))
  parts.push(label(-45, 150, 'Sydney', 'middle'))
  return canvas(parts.join(''))
}

// ------------------------------------------------------------------ articles: a cover each

/** Each article category's accent (the rest of the palette plays around it). */
const COVER_ACCENT: Record<string, string> = {
  ai: C.citron,
  voice: C.green,
  messaging: C.citron,
  numbers: C.tan,
  iot: C.green,
  compliance: C.tan,
  engineering: C.citron,
}

/** The same number for the same words: an article's cover stays put between seeds. */
function wordsSeed(words: string): number {
  let h = 17
  for (const char of words) h = (h * 31 + char.charCodeAt(0)) % 233280
  return h
}

/**
 * An article's own cover (issue 33: no picture repeats on a page): its category's motif — rings for voice and
 * AI, bubbles for messaging, tiles for numbers, linked nodes for IoT and engineering, shields for compliance —
 * laid out from its title, so every article's differs and a list of cards shows as many pictures as cards.
 */
export function articleCover(category: string, title: string): string {
  const next = random(wordsSeed(`${category}:${title}`))
  const accent = COVER_ACCENT[category] ?? C.citron
  const colours = [accent, C.cream, C.green, C.tan]
  const pick = () => colours[Math.floor(next() * colours.length)]
  const parts: string[] = []
  const count = 6 + Math.floor(next() * 5)
  // Inside the safe area (a phone hero's crop shows all of it).
  const points = Array.from({ length: count }, () => ({ x: 280 + next() * 1040, y: 260 + next() * 480, size: 40 + next() * 100 }))
  // Paths between the points first, so the motif sits on them.
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]
    const b = points[i]
    parts.push(
      `<path d="M${r1(a.x)} ${r1(a.y)} Q${r1((a.x + b.x) / 2 + (next() - 0.5) * 300)} ${r1((a.y + b.y) / 2 + (next() - 0.5) * 300)} ${r1(b.x)} ${r1(b.y)}" stroke="${C.cream}" stroke-opacity="0.25" stroke-width="3" fill="none"/>`,
    )
  }
  for (const { x, y, size } of points) {
    const colour = pick()
    const opacity = r1(0.55 + next() * 0.45)
    switch (category) {
      case 'voice':
      case 'ai':
        parts.push(rings(x, y, colour, [size * 0.35, size * 0.65, size], 4))
        parts.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(size * 0.16)}" fill="${colour}"/>`)
        break
      case 'messaging':
        parts.push(
          `<rect x="${r1(x - size)}" y="${r1(y - size * 0.6)}" width="${r1(size * 2)}" height="${r1(size * 1.2)}" rx="${r1(size * 0.4)}" fill="${colour}" fill-opacity="${opacity}"/>`,
          `<path d="M${r1(x - size * 0.5)} ${r1(y + size * 0.55)} l${r1(-size * 0.3)} ${r1(size * 0.45)} l${r1(size * 0.6)} ${r1(-size * 0.3)}z" fill="${colour}" fill-opacity="${opacity}"/>`,
        )
        break
      case 'numbers':
        for (let k = 0; k < 4; k++)
          parts.push(
            `<rect x="${r1(x + (k % 2) * size * 0.7 - size * 0.7)}" y="${r1(y + Math.floor(k / 2) * size * 0.7 - size * 0.7)}" width="${r1(size * 0.6)}" height="${r1(size * 0.6)}" rx="10" fill="${k === 0 ? colour : C.cream}" fill-opacity="${k === 0 ? opacity : 0.18}"/>`,
          )
        break
      case 'compliance':
        parts.push(
          `<path d="M${r1(x)} ${r1(y - size)} L${r1(x + size * 0.8)} ${r1(y - size * 0.6)} V${r1(y + size * 0.1)} Q${r1(x + size * 0.8)} ${r1(y + size * 0.8)} ${r1(x)} ${r1(y + size)} Q${r1(x - size * 0.8)} ${r1(y + size * 0.8)} ${r1(x - size * 0.8)} ${r1(y + size * 0.1)} V${r1(y - size * 0.6)}z" fill="${colour}" fill-opacity="${opacity}"/>`,
        )
        break
      default:
        parts.push(
          `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(size * 0.45)}" fill="${C.black}" stroke="${colour}" stroke-width="6"/>`,
          `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(size * 0.16)}" fill="${colour}"/>`,
        )
    }
  }
  return canvas(parts.join(''))
}

export const ILLUSTRATIONS: Record<string, () => string> = {
  home,
  coverage,
  Voice: voice,
  Messaging: messaging,
  Numbers: numbers,
  Identity: identity,
  AI: ai,
  Storage: storage,
  IoT: iot,
  Networking: networking,
}
