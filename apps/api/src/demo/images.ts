import { loadSharp } from '../lib/images'

/**
 * Flat illustrations of Indian godowns and warehouses for the demo listings: drawn as SVG
 * here (no downloads, no fonts, no text) and rendered to JPEG. Seeded, so every start draws
 * the same set.
 */

const W = 1600
const H = 1000

/** mulberry32: small, fast and good enough for picking shapes. */
function random(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    range: (lo: number, hi: number) => lo + (hi - lo) * next(),
    int: (lo: number, hi: number) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  }
}
type Rng = ReturnType<typeof random>

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}
function hex([r, g, b]: number[]): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v ?? 0)))
      .toString(16)
      .padStart(2, '0')
  return `#${c(r!)}${c(g!)}${c(b!)}`
}
/** Linear mix of two colours; t=0 gives a. */
function mix(a: string, b: string, t: number) {
  const [x, y] = [rgb(a), rgb(b)]
  return hex(x.map((v, i) => v + (y[i]! - v) * t))
}
const darken = (c: string, t: number) => mix(c, '#10141c', t)
const lighten = (c: string, t: number) => mix(c, '#ffffff', t)
const f = (n: number) => n.toFixed(1)
const pts = (list: [number, number][]) => list.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')

interface Sky {
  stops: [string, string, string]
  sun: { x: number; y: number; r: number; color: string; glow: string } | null
  moon?: boolean
  cloud: string
  cloudiness: number
  haze: string
  ground: string
  light: number // how bright lit faces are, 0..1
  tint: string // colour cast over lit surfaces
  tintStrength: number
  lampsOn: boolean
  wet?: boolean
}

const SKIES: Record<string, Sky> = {
  morning: {
    stops: ['#7db8e8', '#b9dcf3', '#f4e6cf'],
    sun: { x: 300, y: 300, r: 46, color: '#fff4d6', glow: '#ffe7b0' },
    cloud: '#ffffff',
    cloudiness: 0.5,
    haze: '#dfe9ee',
    ground: '#c9b99a',
    light: 1,
    tint: '#ffe9c4',
    tintStrength: 0.08,
    lampsOn: false,
  },
  noon: {
    stops: ['#3f87d6', '#86bdec', '#d7ecf8'],
    sun: { x: 1250, y: 120, r: 40, color: '#fffbea', glow: '#fff3c4' },
    cloud: '#ffffff',
    cloudiness: 0.7,
    haze: '#cfe2ee',
    ground: '#cdbb98',
    light: 1,
    tint: '#ffffff',
    tintStrength: 0,
    lampsOn: false,
  },
  golden: {
    stops: ['#6d9fcf', '#e9c48f', '#f8d9a3'],
    sun: { x: 1320, y: 420, r: 54, color: '#fff0c2', glow: '#ffc46b' },
    cloud: '#fde6c4',
    cloudiness: 0.5,
    haze: '#f1d6ad',
    ground: '#c8a579',
    light: 0.95,
    tint: '#ffbf66',
    tintStrength: 0.16,
    lampsOn: false,
  },
  dusk: {
    stops: ['#2b3a6b', '#b2607a', '#f2a766'],
    sun: { x: 360, y: 560, r: 60, color: '#ffd49a', glow: '#ff9a5a' },
    cloud: '#e59a86',
    cloudiness: 0.45,
    haze: '#c98a86',
    ground: '#8f7467',
    light: 0.72,
    tint: '#ff9a6a',
    tintStrength: 0.22,
    lampsOn: true,
  },
  monsoon: {
    stops: ['#6f7f8f', '#97a6b3', '#c3ccd2'],
    sun: null,
    cloud: '#8795a2',
    cloudiness: 1,
    haze: '#aeb9c1',
    ground: '#8c8a7f',
    light: 0.82,
    tint: '#b8c8d6',
    tintStrength: 0.12,
    lampsOn: false,
    wet: true,
  },
  night: {
    stops: ['#0d1833', '#1d3461', '#3c5a87'],
    sun: { x: 1280, y: 170, r: 30, color: '#f3f0e0', glow: '#8aa6d6' },
    moon: true,
    cloud: '#2e4570',
    cloudiness: 0.4,
    haze: '#34507c',
    ground: '#3d4552',
    light: 0.5,
    tint: '#6f8fc8',
    tintStrength: 0.3,
    lampsOn: true,
  },
}

interface Palette {
  wall: string
  roof: string
  trim: string
  shutter: string
  base: string
}
const PALETTES: Palette[] = [
  { wall: '#2f6db3', roof: '#d5dbe1', trim: '#f3f4f6', shutter: '#b9c1c9', base: '#8d8a84' },
  { wall: '#ece3cf', roof: '#2f67a6', trim: '#2f67a6', shutter: '#aab3bb', base: '#9a8f7f' },
  { wall: '#c9d0d7', roof: '#1f5c99', trim: '#1f5c99', shutter: '#d9dee3', base: '#7f8389' },
  { wall: '#a6483a', roof: '#b8bec4', trim: '#efe7da', shutter: '#9aa3ab', base: '#7b6d64' },
  { wall: '#3f7d5c', roof: '#e3e6e8', trim: '#f2f2ee', shutter: '#c0c7cd', base: '#857f74' },
  { wall: '#e2b04a', roof: '#7a3030', trim: '#7a3030', shutter: '#b5bcc3', base: '#8b7c68' },
  { wall: '#e9ecef', roof: '#e0702b', trim: '#e0702b', shutter: '#9ea7b0', base: '#8a8d91' },
  { wall: '#5b6f86', roof: '#cfd5da', trim: '#f0b323', shutter: '#c4cad0', base: '#6f747a' },
]

const TRUCK_COLOURS = [
  { cab: '#f2b01e', body: '#c0392b', tarp: '#2d5fa6' },
  { cab: '#e4572e', body: '#2e7d4f', tarp: '#f1c40f' },
  { cab: '#1f6fb2', body: '#f0a500', tarp: '#6b8e23' },
  { cab: '#f7f7f2', body: '#3b6aa0', tarp: '#d35400' },
  { cab: '#d62828', body: '#2a9d8f', tarp: '#264653' },
]

interface Scene {
  sky: keyof typeof SKIES
  kind: 'gable' | 'barrel' | 'dock' | 'row' | 'sawtooth'
  palette: number
  mirror: boolean
}

/** The first twelve: every roof type at several times of day, so no two look alike. */
const SCENES: Scene[] = [
  { sky: 'noon', kind: 'gable', palette: 0, mirror: false },
  { sky: 'golden', kind: 'dock', palette: 2, mirror: false },
  { sky: 'morning', kind: 'barrel', palette: 4, mirror: true },
  { sky: 'dusk', kind: 'row', palette: 1, mirror: false },
  { sky: 'noon', kind: 'sawtooth', palette: 6, mirror: true },
  { sky: 'monsoon', kind: 'gable', palette: 3, mirror: true },
  { sky: 'morning', kind: 'dock', palette: 7, mirror: true },
  { sky: 'night', kind: 'barrel', palette: 2, mirror: false },
  { sky: 'golden', kind: 'gable', palette: 5, mirror: false },
  { sky: 'noon', kind: 'row', palette: 4, mirror: true },
  { sky: 'dusk', kind: 'sawtooth', palette: 0, mirror: false },
  { sky: 'monsoon', kind: 'dock', palette: 1, mirror: false },
]

/** Collects SVG defs with unique ids. */
class Defs {
  private items: string[] = []
  private n = 0
  add(make: (id: string) => string) {
    const id = `d${this.n++}`
    this.items.push(make(id))
    return id
  }
  toString() {
    return `<defs>${this.items.join('')}</defs>`
  }
}

interface Ctx {
  rng: Rng
  defs: Defs
  sky: Sky
  pal: Palette
  groundY: number
  /** Receding direction of side faces (to the upper right). */
  depth: [number, number]
}

/** A lit face's colour for this time of day. */
function lit(ctx: Ctx, c: string) {
  return mix(darken(c, 1 - ctx.sky.light), ctx.sky.tint, ctx.sky.tintStrength)
}
function side(ctx: Ctx, c: string) {
  return darken(lit(ctx, c), 0.28)
}

function corrugated(ctx: Ctx, c: string, pitch: number) {
  return ctx.defs.add(
    (id) =>
      `<pattern id="${id}" width="${pitch}" height="20" patternUnits="userSpaceOnUse">` +
      `<rect width="${pitch}" height="20" fill="${c}"/>` +
      `<rect width="${f(pitch * 0.32)}" height="20" fill="${darken(c, 0.12)}"/>` +
      `<rect x="${f(pitch * 0.32)}" width="${f(pitch * 0.12)}" height="20" fill="${lighten(c, 0.12)}"/></pattern>`,
  )
}

function shutter(ctx: Ctx, x: number, y: number, w: number, h: number, open: number) {
  const c = lit(ctx, ctx.pal.shutter)
  const slats = ctx.defs.add(
    (id) =>
      `<pattern id="${id}" width="10" height="9" patternUnits="userSpaceOnUse">` +
      `<rect width="10" height="9" fill="${c}"/><rect y="6.5" width="10" height="2.5" fill="${darken(c, 0.18)}"/>` +
      `<rect y="0" width="10" height="1.2" fill="${lighten(c, 0.25)}"/></pattern>`,
  )
  const openH = h * open
  const parts = [
    `<rect x="${f(x - 6)}" y="${f(y - 6)}" width="${f(w + 12)}" height="${f(h + 6)}" fill="${darken(lit(ctx, ctx.pal.trim), 0.15)}"/>`,
  ]
  if (openH > 0) {
    const iy = y + h - openH
    parts.push(
      `<rect x="${f(x)}" y="${f(iy)}" width="${f(w)}" height="${f(openH)}" fill="#1d1f24"/>`,
    )
    // Stacked sacks and cartons inside.
    const rows = Math.max(1, Math.floor(openH / 26))
    for (let r = 0; r < rows; r++) {
      const n = Math.floor(w / 46)
      for (let i = 0; i < n; i++) {
        if (ctx.rng.chance(0.25)) continue
        const sx = x + 8 + i * 44 + (r % 2) * 12
        const sy = y + h - 26 * (r + 1)
        if (sx + 38 > x + w) continue
        const sack = ctx.rng.chance(0.6)
        const col = sack ? '#8a7a5c' : '#7a5a3a'
        parts.push(
          sack
            ? `<rect x="${f(sx)}" y="${f(sy)}" width="38" height="24" rx="10" fill="${mix(col, ctx.sky.tint, 0.1)}" opacity="0.85"/>`
            : `<rect x="${f(sx)}" y="${f(sy)}" width="36" height="24" fill="${col}" opacity="0.85"/>`,
        )
      }
    }
    parts.push(
      `<rect x="${f(x)}" y="${f(iy)}" width="${f(w)}" height="${f(Math.min(openH, 40))}" fill="#000" opacity="0.35"/>`,
    )
  }
  const closedH = h - openH
  parts.push(
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(closedH)}" fill="url(#${slats})"/>`,
    `<rect x="${f(x)}" y="${f(y + closedH - 7)}" width="${f(w)}" height="7" fill="${darken(c, 0.35)}"/>`,
    `<rect x="${f(x - 8)}" y="${f(y - 22)}" width="${f(w + 16)}" height="18" rx="3" fill="${darken(c, 0.1)}"/>`,
    `<rect x="${f(x - 8)}" y="${f(y - 8)}" width="${f(w + 16)}" height="4" fill="${darken(c, 0.3)}"/>`,
  )
  return parts.join('')
}

function ventilator(ctx: Ctx, x: number, y: number, s: number) {
  const c = lit(ctx, '#c9ced3')
  return (
    `<rect x="${f(x - 2 * s)}" y="${f(y - 4 * s)}" width="${f(4 * s)}" height="${f(5 * s)}" fill="${darken(c, 0.3)}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y - 9 * s)}" rx="${f(8 * s)}" ry="${f(8 * s)}" fill="${c}"/>` +
    `<path d="M${f(x - 8 * s)},${f(y - 9 * s)} Q${f(x)},${f(y - 3 * s)} ${f(x + 8 * s)},${f(y - 9 * s)}" fill="none" stroke="${darken(c, 0.25)}" stroke-width="${f(1.4 * s)}"/>` +
    `<path d="M${f(x - 6 * s)},${f(y - 14 * s)} L${f(x + 6 * s)},${f(y - 14 * s)}" stroke="${darken(c, 0.2)}" stroke-width="${f(1.2 * s)}"/>` +
    `<circle cx="${f(x)}" cy="${f(y - 17.5 * s)}" r="${f(1.8 * s)}" fill="${darken(c, 0.3)}"/>`
  )
}

/**
 * The shadow a building casts on the ground: its footprint's front edge (x0..x1 at ground level,
 * receding by dx, dy) pushed away from the sun and towards the viewer.
 */
function groundShadow(ctx: Ctx, x0: number, x1: number, dx: number, dy: number) {
  const sunX = ctx.sky.sun?.x ?? 800
  const [sx, sy] = [(sunX < 800 ? 1 : -1) * 120, 38]
  const g = ctx.groundY
  const opacity = ctx.sky.sun && !ctx.sky.moon ? 0.22 : 0.14
  const poly: [number, number][] = [
    [x0, g],
    [x1 + dx, g + dy],
    [x1 + dx + sx, g + dy + sy],
    [x0 + sx, g + sy],
  ]
  return `<polygon points="${pts(poly)}" fill="#1b1d26" opacity="${opacity}"/>`
}

/** A godown with its gable end to the viewer: corrugated walls, shutters, ridge ventilators. */
function gableShed(
  ctx: Ctx,
  x0: number,
  w: number,
  eave: number,
  rise: number,
  depthLen: number,
  opts: { shutters: number; open?: number[]; barrel?: boolean; pal?: Palette },
) {
  const pal = opts.pal ?? ctx.pal
  const g = ctx.groundY
  const x1 = x0 + w
  const xm = x0 + w / 2
  const yE = g - eave
  const yR = yE - rise
  const [ux, uy] = ctx.depth
  const dx = ux * depthLen
  const dy = uy * depthLen
  const wallLit = lit(ctx, pal.wall)
  const wallSide = side(ctx, pal.wall)
  const roofLit = lit(ctx, pal.roof)
  const trim = lit(ctx, pal.trim)
  const out: string[] = []
  out.push(groundShadow(ctx, x0, x1, dx, dy))

  // Side wall (receding to the upper right).
  const sidePat = corrugated(ctx, wallSide, 9)
  out.push(
    `<polygon points="${pts([
      [x1, g],
      [x1 + dx, g + dy],
      [x1 + dx, yE + dy],
      [x1, yE],
    ])}" fill="url(#${sidePat})"/>`,
  )
  // Side windows (high strip of translucent sheets).
  const strips = Math.max(2, Math.floor(depthLen / 90))
  for (let i = 0; i < strips; i++) {
    const t0 = (i + 0.25) / strips
    const t1 = (i + 0.75) / strips
    const top = yE + 18
    const bot = yE + 40
    out.push(
      `<polygon points="${pts([
        [x1 + dx * t0, top + dy * t0],
        [x1 + dx * t1, top + dy * t1],
        [x1 + dx * t1, bot + dy * t1],
        [x1 + dx * t0, bot + dy * t0],
      ])}" fill="${ctx.sky.lampsOn ? '#ffd98a' : lighten(wallSide, 0.45)}" opacity="0.9"/>`,
    )
  }
  // Plinth along the side.
  out.push(
    `<polygon points="${pts([
      [x1, g],
      [x1 + dx, g + dy],
      [x1 + dx, g + dy - 22],
      [x1, g - 22],
    ])}" fill="${side(ctx, pal.base)}"/>`,
  )

  if (opts.barrel) {
    // A curved roof drawn as sheets from back to front, each one a rib.
    const n = Math.max(8, Math.round(depthLen / 14))
    const over = 10
    for (let i = n; i >= 0; i--) {
      const t = i / n
      const ox = dx * t
      const oy = dy * t
      out.push(
        `<path d="M${f(x0 - over + ox)},${f(yE + 6 + oy)} C${f(x0 - over + ox)},${f(yR - rise * 0.3 + oy)} ${f(x1 + over + ox)},${f(yR - rise * 0.3 + oy)} ${f(x1 + over + ox)},${f(yE + 6 + oy)} Z" fill="${i === 0 ? trim : mix(roofLit, darken(roofLit, 0.25), 0.5 + 0.5 * Math.sin(i * 1.3) * 0.3)}" stroke="${darken(roofLit, 0.22)}" stroke-width="1.2"/>`,
      )
    }
  } else {
    // The right slope of the roof, with ribs running from eave to ridge.
    const over = 14
    const ex = x1 + over * 0.9
    const ey = yE + over * (rise / (w / 2)) * 0.9
    const roofPoly: [number, number][] = [
      [ex, ey],
      [ex + dx + 10, ey + dy - 6],
      [xm + dx + 10, yR + dy - 6],
      [xm, yR],
    ]
    out.push(
      `<polygon points="${pts(roofPoly)}" fill="${mix(roofLit, lighten(roofLit, 0.3), 0.4)}"/>`,
    )
    const ribs = Math.round(depthLen / 11)
    const ribLines: string[] = []
    for (let i = 1; i < ribs; i++) {
      const t = i / ribs
      ribLines.push(
        `M${f(ex + (dx + 10) * t)},${f(ey + (dy - 6) * t)} L${f(xm + (dx + 10) * t)},${f(yR + (dy - 6) * t)}`,
      )
    }
    out.push(
      `<path d="${ribLines.join(' ')}" stroke="${darken(roofLit, 0.18)}" stroke-width="2.2" opacity="0.7"/>`,
    )
    // Ridge cap and ventilators along it.
    out.push(
      `<line x1="${f(xm)}" y1="${f(yR)}" x2="${f(xm + dx + 10)}" y2="${f(yR + dy - 6)}" stroke="${darken(roofLit, 0.3)}" stroke-width="5" stroke-linecap="round"/>`,
    )
    const vents = Math.max(2, Math.floor(depthLen / 120))
    for (let i = 0; i < vents; i++) {
      const t = (i + 0.6) / (vents + 0.4)
      out.push(ventilator(ctx, xm + (dx + 10) * t, yR + (dy - 6) * t + 2, 1.5))
    }
  }

  // Front gable end.
  const frontPat = corrugated(ctx, wallLit, 14)
  const front: [number, number][] = opts.barrel
    ? []
    : [
        [x0, g],
        [x1, g],
        [x1, yE],
        [xm, yR],
        [x0, yE],
      ]
  const frontShape = opts.barrel
    ? `<path d="M${f(x0)},${f(g)} L${f(x1)},${f(g)} L${f(x1)},${f(yE + 6)} C${f(x1)},${f(yR - rise * 0.3 + 8)} ${f(x0)},${f(yR - rise * 0.3 + 8)} ${f(x0)},${f(yE + 6)} Z" fill="url(#${frontPat})"/>`
    : `<polygon points="${pts(front)}" fill="url(#${frontPat})"/>`
  out.push(frontShape)
  // Light falling on the front: brighter towards the sun side.
  const shade = ctx.defs.add(
    (id) =>
      `<linearGradient id="${id}" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.1"/><stop offset="1" stop-color="#000" stop-opacity="0.1"/></linearGradient>`,
  )
  out.push(frontShape.replace(/fill="[^"]*"/, `fill="url(#${shade})"`))
  // Gable vent louvre.
  if (!opts.barrel) {
    const vy = yE - rise * 0.35
    out.push(
      `<polygon points="${pts([
        [xm - 34, vy + 14],
        [xm + 34, vy + 14],
        [xm, vy - 16],
      ])}" fill="${darken(wallLit, 0.35)}"/>`,
    )
  } else {
    out.push(
      `<circle cx="${f(xm)}" cy="${f(yE - rise * 0.25)}" r="${f(Math.min(34, rise * 0.3))}" fill="${darken(wallLit, 0.3)}"/>`,
    )
  }
  // Barge boards along the roof edge.
  if (!opts.barrel) {
    out.push(
      `<polyline points="${pts([
        [x0 - 16, yE + 8],
        [xm, yR - 3],
        [x1 + 16, yE + 8],
      ])}" fill="none" stroke="${trim}" stroke-width="11" stroke-linejoin="round"/>`,
    )
  }
  // Plinth and shutters.
  out.push(
    `<rect x="${f(x0)}" y="${f(g - 22)}" width="${f(w)}" height="22" fill="${lit(ctx, pal.base)}"/>`,
  )
  const n = opts.shutters
  const gap = w / n
  const sw = Math.min(gap * 0.66, 170)
  const sh = Math.min(eave * 0.62, 190)
  for (let i = 0; i < n; i++) {
    const cx = x0 + gap * (i + 0.5)
    out.push(shutter(ctx, cx - sw / 2, g - 22 - sh, sw, sh, opts.open?.[i] ?? 0))
  }
  // Downpipes at the corners.
  out.push(
    `<rect x="${f(x0 + 6)}" y="${f(yE + 4)}" width="7" height="${f(eave - 26)}" fill="${darken(trim, 0.15)}"/>`,
    `<rect x="${f(x1 - 13)}" y="${f(yE + 4)}" width="7" height="${f(eave - 26)}" fill="${darken(trim, 0.15)}"/>`,
  )
  if (ctx.sky.lampsOn) {
    for (let i = 0; i < n; i++) {
      const cx = x0 + gap * (i + 0.5)
      out.push(lamp(cx, g - 22 - sh - 38))
    }
  }
  return out.join('')
}

function lamp(x: number, y: number) {
  return (
    `<circle cx="${f(x)}" cy="${f(y + 40)}" r="90" fill="url(#lampglow)"/>` +
    `<rect x="${f(x - 12)}" y="${f(y - 4)}" width="24" height="8" rx="3" fill="#2a2d33"/>` +
    `<rect x="${f(x - 10)}" y="${f(y + 3)}" width="20" height="4" fill="#fff6d8"/>`
  )
}

/** A long modern warehouse seen along its dock face, with a low parapet roof. */
function dockWarehouse(ctx: Ctx, x0: number, w: number, hgt: number, depthLen: number) {
  const pal = ctx.pal
  const g = ctx.groundY
  const x1 = x0 + w
  const yT = g - hgt
  const [ux, uy] = ctx.depth
  const dx = ux * depthLen
  const dy = uy * depthLen
  const out: string[] = []
  out.push(groundShadow(ctx, x0, x1, dx, dy))
  const roof = lit(ctx, pal.roof)
  // Roof top, seen from slightly above, with skylight strips.
  out.push(
    `<polygon points="${pts([
      [x0, yT],
      [x1, yT],
      [x1 + dx, yT + dy],
      [x0 + dx, yT + dy],
    ])}" fill="${lighten(roof, 0.15)}"/>`,
  )
  for (let i = 1; i < 6; i++) {
    const t = i / 6
    out.push(
      `<line x1="${f(x0 + dx * t)}" y1="${f(yT + dy * t)}" x2="${f(x1 + dx * t)}" y2="${f(yT + dy * t)}" stroke="${darken(roof, 0.12)}" stroke-width="2"/>`,
    )
  }
  const vents = Math.floor(w / 150)
  for (let i = 0; i < vents; i++) {
    const t = 0.45
    out.push(ventilator(ctx, x0 + 60 + i * 150 + dx * t, yT + dy * t + 6, 1.3))
  }
  // Short side wall.
  out.push(
    `<polygon points="${pts([
      [x1, g],
      [x1 + dx, g + dy],
      [x1 + dx, yT + dy],
      [x1, yT],
    ])}" fill="url(#${corrugated(ctx, side(ctx, pal.wall), 9)})"/>`,
  )
  // Front wall: a painted band over corrugated cladding.
  out.push(
    `<rect x="${f(x0)}" y="${f(yT)}" width="${f(w)}" height="${f(hgt)}" fill="url(#${corrugated(ctx, lit(ctx, pal.wall), 13)})"/>`,
    `<rect x="${f(x0)}" y="${f(yT)}" width="${f(w)}" height="26" fill="${lit(ctx, pal.trim)}"/>`,
    `<rect x="${f(x0)}" y="${f(yT + 26)}" width="${f(w)}" height="5" fill="${darken(lit(ctx, pal.trim), 0.3)}"/>`,
  )
  // Clerestory windows.
  const wins = Math.floor(w / 70)
  for (let i = 0; i < wins; i++) {
    out.push(
      `<rect x="${f(x0 + 22 + i * 70)}" y="${f(yT + 44)}" width="46" height="20" fill="${ctx.sky.lampsOn ? '#ffd98a' : lighten(lit(ctx, pal.wall), 0.5)}" opacity="0.9"/>`,
    )
  }
  // Raised dock with canopy and bays.
  const dockH = 48
  out.push(
    `<rect x="${f(x0 - 10)}" y="${f(g - dockH)}" width="${f(w + 20)}" height="${f(dockH)}" fill="${lit(ctx, pal.base)}"/>`,
    `<rect x="${f(x0 - 10)}" y="${f(g - dockH)}" width="${f(w + 20)}" height="6" fill="${lighten(lit(ctx, pal.base), 0.25)}"/>`,
  )
  const bays = Math.max(3, Math.floor(w / 150))
  const gap = w / bays
  const sw = Math.min(gap * 0.62, 120)
  const sh = Math.min(hgt - dockH - 90, 150)
  for (let i = 0; i < bays; i++) {
    const cx = x0 + gap * (i + 0.5)
    out.push(
      shutter(
        ctx,
        cx - sw / 2,
        g - dockH - sh,
        sw,
        sh,
        ctx.rng.chance(0.35) ? ctx.rng.range(0.4, 0.7) : 0,
      ),
    )
    // Dock bumpers and a yellow-black edge.
    out.push(
      `<rect x="${f(cx - sw / 2 + 4)}" y="${f(g - dockH + 10)}" width="12" height="24" fill="#23252b"/>`,
      `<rect x="${f(cx + sw / 2 - 16)}" y="${f(g - dockH + 10)}" width="12" height="24" fill="#23252b"/>`,
    )
  }
  // Canopy over the dock.
  const cy = g - dockH - sh - 36
  out.push(
    `<polygon points="${pts([
      [x0 - 20, cy],
      [x1 + 20, cy],
      [x1 + 36, cy + 24],
      [x0 - 36, cy + 24],
    ])}" fill="${darken(lit(ctx, pal.trim), 0.1)}"/>`,
    `<rect x="${f(x0 - 36)}" y="${f(cy + 24)}" width="${f(w + 72)}" height="5" fill="${darken(lit(ctx, pal.trim), 0.4)}"/>`,
    `<rect x="${f(x0 - 36)}" y="${f(cy + 29)}" width="${f(w + 72)}" height="16" fill="#000" opacity="0.12"/>`,
  )
  if (ctx.sky.lampsOn) {
    for (let i = 0; i < bays; i++) out.push(lamp(x0 + gap * (i + 0.5), cy + 30))
  }
  // Hazard stripes along the dock edge.
  const stripes = ctx.defs.add(
    (id) =>
      `<pattern id="${id}" width="28" height="28" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="28" height="28" fill="#f2c230"/><rect width="14" height="28" fill="#222"/></pattern>`,
  )
  out.push(
    `<rect x="${f(x0 - 10)}" y="${f(g - 10)}" width="${f(w + 20)}" height="10" fill="url(#${stripes})" opacity="0.9"/>`,
  )
  return out.join('')
}

/** A shed with a sawtooth (north-light) roof and a small office block in front. */
function sawtoothShed(ctx: Ctx, x0: number, w: number, hgt: number, depthLen: number) {
  const pal = ctx.pal
  const g = ctx.groundY
  const x1 = x0 + w
  const yT = g - hgt
  const [ux, uy] = ctx.depth
  const dx = ux * depthLen
  const dy = uy * depthLen
  const out: string[] = []
  out.push(groundShadow(ctx, x0, x1, dx, dy))
  const roof = lit(ctx, pal.roof)
  const teeth = 5
  const tw = w / teeth
  const th = 70
  // Teeth: sloped roof faces with glazed vertical faces, repeated along the front.
  for (let i = teeth - 1; i >= 0; i--) {
    const a = x0 + i * tw
    const b = a + tw
    out.push(
      `<polygon points="${pts([
        [a, yT],
        [a + dx, yT + dy],
        [b + dx, yT + dy - th],
        [b, yT - th],
      ])}" fill="${lighten(roof, 0.12)}"/>`,
      `<polygon points="${pts([
        [b, yT - th],
        [b + dx, yT + dy - th],
        [b + dx, yT + dy],
        [b, yT],
      ])}" fill="${ctx.sky.lampsOn ? '#ffd98a' : mix(lighten(roof, 0.2), '#8fb8d8', 0.6)}"/>`,
    )
    const ribs: string[] = []
    for (let k = 1; k < 10; k++) {
      const t = k / 10
      ribs.push(`M${f(a + dx * t)},${f(yT + dy * t)} L${f(b + dx * t)},${f(yT + dy * t - th)}`)
    }
    out.push(`<path d="${ribs.join(' ')}" stroke="${darken(roof, 0.15)}" stroke-width="1.6"/>`)
  }
  // Side wall.
  out.push(
    `<polygon points="${pts([
      [x1, g],
      [x1 + dx, g + dy],
      [x1 + dx, yT + dy],
      [x1, yT],
    ])}" fill="url(#${corrugated(ctx, side(ctx, pal.wall), 9)})"/>`,
  )
  // Front: the saw profile in cladding.
  const front: [number, number][] = [[x0, g]]
  for (let i = 0; i < teeth; i++) {
    front.push([x0 + i * tw, yT], [x0 + (i + 1) * tw, yT - th])
  }
  front.push([x1, yT], [x1, g])
  out.push(
    `<polygon points="${pts(front)}" fill="url(#${corrugated(ctx, lit(ctx, pal.wall), 14)})"/>`,
    `<polyline points="${pts(front.slice(1, -1))}" fill="none" stroke="${lit(ctx, pal.trim)}" stroke-width="9" stroke-linejoin="round"/>`,
  )
  // Shutters on the right, office block on the left.
  const sh = Math.min(hgt * 0.55, 170)
  out.push(shutter(ctx, x0 + w * 0.55, g - sh - 18, w * 0.17, sh, 0.5))
  out.push(shutter(ctx, x0 + w * 0.77, g - sh - 18, w * 0.17, sh, 0))
  out.push(
    `<rect x="${f(x0)}" y="${f(g - 18)}" width="${f(w)}" height="18" fill="${lit(ctx, pal.base)}"/>`,
  )
  out.push(office(ctx, x0 - 30, w * 0.46, 200))
  return out.join('')
}

/** A two-storey office block with a black water tank on its roof, a common sight. */
function office(ctx: Ctx, x: number, w: number, h: number) {
  const g = ctx.groundY
  const wall = lit(ctx, '#f1ede4')
  const glass = ctx.sky.lampsOn ? '#ffd98a' : mix(lit(ctx, '#5d8fb8'), ctx.sky.stops[1], 0.3)
  const out = [
    `<rect x="${f(x)}" y="${f(g - h)}" width="${f(w)}" height="${f(h)}" fill="${wall}"/>`,
    `<rect x="${f(x - 8)}" y="${f(g - h - 12)}" width="${f(w + 16)}" height="14" fill="${darken(wall, 0.12)}"/>`,
    `<rect x="${f(x)}" y="${f(g - h / 2 - 6)}" width="${f(w)}" height="10" fill="${darken(wall, 0.08)}"/>`,
  ]
  const cols = Math.max(2, Math.floor(w / 80))
  for (let r = 0; r < 2; r++) {
    for (let c = 0; c < cols; c++) {
      const wx = x + 20 + c * ((w - 40) / cols)
      const wy = g - h + 24 + r * (h / 2)
      const ww = (w - 40) / cols - 18
      out.push(
        `<rect x="${f(wx)}" y="${f(wy)}" width="${f(ww)}" height="${f(h / 2 - 60)}" fill="${glass}"/>`,
        `<rect x="${f(wx)}" y="${f(wy)}" width="${f(ww)}" height="${f(h / 2 - 60)}" fill="none" stroke="${darken(wall, 0.25)}" stroke-width="3"/>`,
        `<rect x="${f(wx - 6)}" y="${f(wy - 8)}" width="${f(ww + 12)}" height="8" fill="${darken(wall, 0.2)}"/>`,
      )
    }
  }
  // Door and water tank.
  out.push(
    `<rect x="${f(x + w - 62)}" y="${f(g - 84)}" width="42" height="84" fill="${darken(lit(ctx, '#6b4a33'), 0.1)}"/>`,
    `<rect x="${f(x + 18)}" y="${f(g - h - 58)}" width="44" height="46" rx="6" fill="#22252a"/>`,
    `<rect x="${f(x + 18)}" y="${f(g - h - 46)}" width="44" height="3" fill="#3a3e45"/>`,
    `<rect x="${f(x + 18)}" y="${f(g - h - 30)}" width="44" height="3" fill="#3a3e45"/>`,
  )
  return out.join('')
}

/** A typical Indian goods truck, side view, facing left. */
function truck(
  ctx: Ctx,
  x: number,
  s: number,
  colours: (typeof TRUCK_COLOURS)[number],
  container: boolean,
) {
  const g = ctx.groundY + 60 * s
  const c = (v: string) => lit(ctx, v)
  const L = (n: number) => f(n * s)
  const X = (n: number) => f(x + n * s)
  const Y = (n: number) => f(g - n * s)
  const out = [
    `<ellipse cx="${X(230)}" cy="${Y(-4)}" rx="${L(260)}" ry="${L(14)}" fill="#000" opacity="0.25"/>`,
    // Chassis
    `<rect x="${X(20)}" y="${Y(62)}" width="${L(440)}" height="${L(16)}" fill="#2a2c31"/>`,
  ]
  if (container) {
    out.push(
      `<rect x="${X(140)}" y="${Y(250)}" width="${L(330)}" height="${L(186)}" fill="${c(colours.body)}"/>`,
    )
    for (let i = 1; i < 16; i++) {
      out.push(
        `<rect x="${X(140 + i * 20.6)}" y="${Y(246)}" width="${L(4)}" height="${L(178)}" fill="${darken(c(colours.body), 0.18)}"/>`,
      )
    }
    out.push(
      `<rect x="${X(140)}" y="${Y(250)}" width="${L(330)}" height="${L(8)}" fill="${lighten(c(colours.body), 0.2)}"/>`,
    )
  } else {
    // High-sided wooden body with a roped tarpaulin over the load.
    out.push(
      `<path d="M${X(140)},${Y(160)} Q${X(150)},${Y(262)} ${X(300)},${Y(264)} Q${X(460)},${Y(262)} ${X(470)},${Y(160)} Z" fill="${c(colours.tarp)}"/>`,
      `<path d="M${X(200)},${Y(160)} Q${X(205)},${Y(240)} ${X(230)},${Y(258)} M${X(300)},${Y(160)} L${X(300)},${Y(262)} M${X(400)},${Y(160)} Q${X(400)},${Y(240)} ${X(380)},${Y(258)}" stroke="${darken(c(colours.tarp), 0.35)}" stroke-width="${L(3)}" fill="none"/>`,
      `<rect x="${X(136)}" y="${Y(166)}" width="${L(338)}" height="${L(96)}" fill="${c(colours.body)}"/>`,
    )
    for (let i = 0; i < 4; i++) {
      out.push(
        `<rect x="${X(136)}" y="${Y(146 - i * 24)}" width="${L(338)}" height="${L(3)}" fill="${darken(c(colours.body), 0.25)}"/>`,
      )
    }
    out.push(
      `<rect x="${X(136)}" y="${Y(166)}" width="${L(338)}" height="${L(10)}" fill="${lighten(c(colours.body), 0.35)}"/>`,
    )
  }
  // Cab: rounded nose, windscreen, door.
  const cab = c(colours.cab)
  out.push(
    `<path d="M${X(130)},${Y(62)} L${X(130)},${Y(220)} Q${X(130)},${Y(232)} ${X(118)},${Y(232)} L${X(40)},${Y(232)} Q${X(22)},${Y(230)} ${X(16)},${Y(200)} L${X(6)},${Y(120)} Q${X(4)},${Y(80)} ${X(14)},${Y(62)} Z" fill="${cab}"/>`,
    `<path d="M${X(24)},${Y(214)} L${X(18)},${Y(160)} L${X(70)},${Y(160)} L${X(70)},${Y(218)} Z" fill="${ctx.sky.lampsOn ? '#39425a' : mix(c('#8fc4e8'), '#ffffff', 0.2)}"/>`,
    `<rect x="${X(78)}" y="${Y(214)}" width="${L(42)}" height="${L(50)}" rx="${L(4)}" fill="${mix(c('#8fc4e8'), '#334', 0.3)}"/>`,
    `<rect x="${X(74)}" y="${Y(150)}" width="${L(4)}" height="${L(80)}" fill="${darken(cab, 0.3)}"/>`,
    `<rect x="${X(6)}" y="${Y(118)}" width="${L(124)}" height="${L(14)}" fill="${lighten(cab, 0.4)}"/>`,
    `<rect x="${X(2)}" y="${Y(84)}" width="${L(30)}" height="${L(20)}" rx="${L(4)}" fill="#c9ccd1"/>`,
    `<circle cx="${X(14)}" cy="${Y(100)}" r="${L(7)}" fill="${ctx.sky.lampsOn ? '#fff3c0' : '#f4f1e6'}"/>`,
  )
  // Wheels
  for (const wx of [80, 330, 400]) {
    out.push(
      `<circle cx="${X(wx)}" cy="${Y(40)}" r="${L(38)}" fill="#1c1d21"/>`,
      `<circle cx="${X(wx)}" cy="${Y(40)}" r="${L(19)}" fill="#9aa0a8"/>`,
      `<circle cx="${X(wx)}" cy="${Y(40)}" r="${L(7)}" fill="#55595f"/>`,
    )
  }
  out.push(`<rect x="${X(440)}" y="${Y(78)}" width="${L(12)}" height="${L(40)}" fill="#1c1d21"/>`)
  return out.join('')
}

function tree(ctx: Ctx, x: number, s: number, far = false) {
  const g = ctx.groundY
  const base = far ? mix(lit(ctx, '#4d7a45'), ctx.sky.haze, 0.45) : lit(ctx, '#3f7040')
  const hi = lighten(base, 0.18)
  const dk = darken(base, 0.2)
  const r = ctx.rng
  const out = [
    `<path d="M${f(x - 6 * s)},${f(g)} L${f(x - 3 * s)},${f(g - 90 * s)} L${f(x + 3 * s)},${f(g - 90 * s)} L${f(x + 7 * s)},${f(g)} Z" fill="${lit(ctx, '#5a4330')}"/>`,
  ]
  const blobs: [number, number, number][] = []
  for (let i = 0; i < 7; i++) {
    blobs.push([x + r.range(-55, 55) * s, g - (110 + r.range(-30, 40)) * s, r.range(32, 50) * s])
  }
  for (const [bx, by, br] of blobs)
    out.push(`<circle cx="${f(bx)}" cy="${f(by + 6 * s)}" r="${f(br)}" fill="${dk}"/>`)
  for (const [bx, by, br] of blobs)
    out.push(`<circle cx="${f(bx)}" cy="${f(by)}" r="${f(br * 0.92)}" fill="${base}"/>`)
  for (const [bx, by, br] of blobs.slice(0, 4)) {
    out.push(
      `<circle cx="${f(bx - br * 0.25)}" cy="${f(by - br * 0.3)}" r="${f(br * 0.5)}" fill="${hi}"/>`,
    )
  }
  return out.join('')
}

function palm(ctx: Ctx, x: number, s: number) {
  const g = ctx.groundY
  const leaf = lit(ctx, '#3d7a3a')
  const out = [
    `<path d="M${f(x)},${f(g)} Q${f(x + 18 * s)},${f(g - 120 * s)} ${f(x + 6 * s)},${f(g - 240 * s)}" stroke="${lit(ctx, '#7a6248')}" stroke-width="${f(9 * s)}" fill="none"/>`,
  ]
  const tx = x + 6 * s
  const ty = g - 240 * s
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2 + 0.2
    const ex = tx + Math.cos(a) * 90 * s
    const ey = ty + Math.sin(a) * 40 * s + 30 * s
    out.push(
      `<path d="M${f(tx)},${f(ty)} Q${f((tx + ex) / 2)},${f(ty - 30 * s)} ${f(ex)},${f(ey)}" stroke="${i % 2 ? leaf : darken(leaf, 0.2)}" stroke-width="${f(10 * s)}" stroke-linecap="round" fill="none"/>`,
    )
  }
  return out.join('')
}

function pole(ctx: Ctx, x: number, h: number) {
  const g = ctx.groundY
  const c = lit(ctx, '#6b7079')
  return (
    `<rect x="${f(x - 3)}" y="${f(g - h)}" width="6" height="${f(h)}" fill="${c}"/>` +
    `<path d="M${f(x)},${f(g - h)} q20,-10 40,0" stroke="${c}" stroke-width="5" fill="none"/>` +
    `<rect x="${f(x + 30)}" y="${f(g - h - 2)}" width="26" height="8" rx="3" fill="${darken(c, 0.3)}"/>` +
    (ctx.sky.lampsOn ? lamp(x + 43, g - h + 2) : '')
  )
}

function pallets(ctx: Ctx, x: number, y: number, n: number) {
  const wood = lit(ctx, '#b98a55')
  const out: string[] = []
  for (let i = 0; i < n; i++) {
    const py = y - i * 16
    out.push(
      `<rect x="${f(x)}" y="${f(py - 14)}" width="90" height="5" fill="${wood}"/>`,
      `<rect x="${f(x)}" y="${f(py - 5)}" width="90" height="5" fill="${darken(wood, 0.1)}"/>`,
      `<rect x="${f(x + 4)}" y="${f(py - 9)}" width="12" height="5" fill="${darken(wood, 0.35)}"/>`,
      `<rect x="${f(x + 39)}" y="${f(py - 9)}" width="12" height="5" fill="${darken(wood, 0.35)}"/>`,
      `<rect x="${f(x + 74)}" y="${f(py - 9)}" width="12" height="5" fill="${darken(wood, 0.35)}"/>`,
    )
  }
  return out.join('')
}

function cloud(x: number, y: number, s: number, colour: string, opacity: number) {
  const parts = [
    [0, 0, 60],
    [55, -22, 48],
    [105, 2, 52],
    [-50, 8, 40],
    [150, 12, 34],
  ]
  const circles = parts
    .map(
      ([cx, cy, r]) => `<circle cx="${f(x + cx! * s)}" cy="${f(y + cy! * s)}" r="${f(r! * s)}"/>`,
    )
    .join('')
  return (
    `<g fill="${colour}" opacity="${opacity}">${circles}` +
    `<rect x="${f(x - 90 * s)}" y="${f(y + 8 * s)}" width="${f(274 * s)}" height="${f(38 * s)}" rx="${f(19 * s)}"/></g>`
  )
}

function skyLayer(ctx: Ctx): string {
  const { sky, rng, defs } = ctx
  const grad = defs.add(
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.stops[0]}"/><stop offset="0.55" stop-color="${sky.stops[1]}"/><stop offset="1" stop-color="${sky.stops[2]}"/></linearGradient>`,
  )
  const out = [`<rect width="${W}" height="${H}" fill="url(#${grad})"/>`]
  if (sky.moon) {
    for (let i = 0; i < 70; i++) {
      out.push(
        `<circle cx="${f(rng.range(0, W))}" cy="${f(rng.range(0, 420))}" r="${f(rng.range(0.8, 2.2))}" fill="#fff" opacity="${f(rng.range(0.3, 0.9))}"/>`,
      )
    }
  }
  if (sky.sun) {
    const glow = defs.add(
      (id) =>
        `<radialGradient id="${id}"><stop offset="0" stop-color="${sky.sun!.glow}" stop-opacity="0.75"/><stop offset="1" stop-color="${sky.sun!.glow}" stop-opacity="0"/></radialGradient>`,
    )
    out.push(
      `<circle cx="${sky.sun.x}" cy="${sky.sun.y}" r="${sky.sun.r * 6}" fill="url(#${glow})"/>`,
      `<circle cx="${sky.sun.x}" cy="${sky.sun.y}" r="${sky.sun.r}" fill="${sky.sun.color}"/>`,
    )
    if (sky.moon) {
      out.push(
        `<circle cx="${sky.sun.x - 8}" cy="${sky.sun.y + 6}" r="7" fill="#d9d6c6"/>`,
        `<circle cx="${sky.sun.x + 10}" cy="${sky.sun.y - 10}" r="5" fill="#dedbcc"/>`,
      )
    }
  }
  const clouds = Math.round(2 + sky.cloudiness * 5)
  for (let i = 0; i < clouds; i++) {
    const s = rng.range(0.5, 1.2) * (sky.cloudiness > 0.9 ? 1.6 : 1)
    out.push(
      cloud(
        rng.range(-50, W),
        rng.range(60, 330),
        s,
        i % 2 ? sky.cloud : lighten(sky.cloud, 0.15),
        sky.cloudiness > 0.9 ? 0.85 : rng.range(0.55, 0.9),
      ),
    )
  }
  return out.join('')
}

function backdrop(ctx: Ctx): string {
  const { rng, groundY: g, sky } = ctx
  const out: string[] = []
  // Distant hills or a far industrial skyline, softened by haze.
  if (rng.chance(0.5)) {
    const hill = mix(lit(ctx, '#6d8a6a'), sky.haze, 0.55)
    let d = `M0,${g - 40}`
    let x = 0
    while (x < W) {
      const nx = x + rng.range(180, 360)
      d += ` Q${f((x + nx) / 2)},${f(g - rng.range(110, 200))} ${f(nx)},${f(g - rng.range(40, 90))}`
      x = nx
    }
    out.push(`<path d="${d} L${W},${g} L0,${g} Z" fill="${hill}"/>`)
  } else {
    const far = mix(lit(ctx, '#8d96a0'), sky.haze, 0.6)
    let x = rng.range(-40, 0)
    while (x < W) {
      const bw = rng.range(90, 220)
      const bh = rng.range(40, 120)
      out.push(
        `<rect x="${f(x)}" y="${f(g - bh)}" width="${f(bw)}" height="${f(bh)}" fill="${far}"/>`,
      )
      if (rng.chance(0.3)) {
        out.push(
          `<rect x="${f(x + bw * 0.6)}" y="${f(g - bh - 80)}" width="12" height="80" fill="${far}"/>`,
        )
      }
      x += bw + rng.range(10, 60)
    }
  }
  // A line of far trees.
  for (let x = -40; x < W + 40; x += rng.range(40, 90)) {
    const r = rng.range(22, 40)
    out.push(
      `<circle cx="${f(x)}" cy="${f(g - r * 0.7)}" r="${f(r)}" fill="${mix(lit(ctx, '#4e7748'), sky.haze, 0.5)}"/>`,
    )
  }
  return out.join('')
}

function groundLayer(ctx: Ctx): string {
  const { groundY: g, sky, defs } = ctx
  const ground = lit(ctx, sky.ground)
  const grad = defs.add(
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(ground, sky.haze, 0.35)}"/><stop offset="1" stop-color="${darken(ground, 0.12)}"/></linearGradient>`,
  )
  const out = [`<rect x="0" y="${g}" width="${W}" height="${H - g}" fill="url(#${grad})"/>`]
  // Concrete apron in front of the buildings.
  const apron = lit(ctx, '#b9b5ad')
  out.push(
    `<polygon points="${pts([
      [0, g + 30],
      [W, g + 10],
      [W, H],
      [0, H],
    ])}" fill="${mix(apron, ground, 0.35)}" opacity="0.85"/>`,
  )
  // Expansion joints in the concrete.
  const joints: string[] = []
  for (let i = 1; i < 9; i++) {
    const y = g + 30 + i * i * 5.2
    if (y < H) joints.push(`M0,${f(y)} L${W},${f(y - 20)}`)
  }
  for (let i = -6; i < 16; i++) {
    joints.push(`M${f(800 + i * 60)},${g + 25} L${f(800 + i * 190)},${H}`)
  }
  out.push(
    `<path d="${joints.join(' ')}" stroke="${darken(apron, 0.2)}" stroke-width="1.5" opacity="0.35"/>`,
  )
  if (sky.wet) {
    out.push(
      `<ellipse cx="1100" cy="${g + 200}" rx="260" ry="26" fill="${lighten(sky.stops[1], 0.1)}" opacity="0.45"/>`,
      `<ellipse cx="420" cy="${g + 300}" rx="200" ry="20" fill="${lighten(sky.stops[1], 0.1)}" opacity="0.4"/>`,
    )
  }
  return out.join('')
}

function compoundWall(ctx: Ctx, y: number): string {
  const wall = lit(ctx, '#e6dfd2')
  const out = [
    `<rect x="0" y="${f(y - 60)}" width="${W}" height="60" fill="${wall}"/>`,
    `<rect x="0" y="${f(y - 66)}" width="${W}" height="8" fill="${darken(wall, 0.2)}"/>`,
    `<rect x="0" y="${f(y - 14)}" width="${W}" height="14" fill="${darken(wall, 0.35)}"/>`,
  ]
  for (let x = 40; x < W; x += 160) {
    out.push(`<rect x="${x}" y="${f(y - 72)}" width="20" height="72" fill="${darken(wall, 0.1)}"/>`)
  }
  return out.join('')
}

/** The yellow-and-black kerb that edges Indian industrial roads. */
function kerb(ctx: Ctx): string {
  const out = [`<rect x="0" y="${H - 34}" width="${W}" height="34" fill="${lit(ctx, '#222')}"/>`]
  for (let x = 0; x < W; x += 80) {
    out.push(`<rect x="${x}" y="${H - 34}" width="40" height="34" fill="${lit(ctx, '#f2c230')}"/>`)
  }
  out.push(`<rect x="0" y="${H - 38}" width="${W}" height="6" fill="#000" opacity="0.2"/>`)
  return out.join('')
}

function atmosphere(ctx: Ctx): string {
  const v = ctx.defs.add(
    (id) =>
      `<radialGradient id="${id}" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${ctx.sky.lampsOn ? 0.35 : 0.18}"/></radialGradient>`,
  )
  return `<rect width="${W}" height="${H}" fill="url(#${v})"/>`
}

function scene(spec: Scene, seed: number): string {
  const rng = random(seed * 7919 + 17)
  const sky = SKIES[spec.sky]!
  const ctx: Ctx = {
    rng,
    defs: new Defs(),
    sky,
    pal: PALETTES[spec.palette % PALETTES.length]!,
    groundY: rng.int(690, 720),
    depth: [0.62, -0.34],
  }
  const lampGlow = `<radialGradient id="lampglow"><stop offset="0" stop-color="#ffe9a8" stop-opacity="0.55"/><stop offset="1" stop-color="#ffe9a8" stop-opacity="0"/></radialGradient>`
  ctx.defs.add(() => lampGlow)
  const truckColours = rng.pick(TRUCK_COLOURS)
  const body: string[] = [skyLayer(ctx), backdrop(ctx)]
  const wallY = ctx.groundY
  if (rng.chance(0.6)) body.push(compoundWall(ctx, wallY))
  body.push(groundLayer(ctx))
  const g = ctx.groundY
  const behindTrees: string[] = []
  for (let i = 0; i < rng.int(1, 3); i++) {
    behindTrees.push(
      rng.chance(0.3)
        ? palm(ctx, rng.range(40, W - 40), rng.range(0.8, 1.1))
        : tree(ctx, rng.range(40, W - 40), rng.range(0.8, 1.2), true),
    )
  }
  body.push(...behindTrees)

  switch (spec.kind) {
    case 'gable': {
      const w = rng.range(560, 700)
      const x0 = rng.range(240, 330)
      body.push(
        gableShed(ctx, x0, w, rng.range(250, 300), rng.range(130, 170), rng.range(380, 520), {
          shutters: rng.int(2, 3),
          open: [0, rng.range(0.4, 0.7), 0],
        }),
      )
      body.push(pole(ctx, x0 - 80, 330))
      body.push(truck(ctx, x0 + w - 40, 0.78, truckColours, rng.chance(0.4)))
      body.push(pallets(ctx, x0 - 170, g + 90, rng.int(3, 6)))
      break
    }
    case 'barrel': {
      const w = rng.range(600, 740)
      const x0 = rng.range(200, 300)
      body.push(
        gableShed(ctx, x0, w, rng.range(230, 270), rng.range(140, 180), rng.range(420, 560), {
          shutters: 2,
          open: [rng.range(0.5, 0.8), 0],
          barrel: true,
        }),
      )
      body.push(tree(ctx, x0 - 110, 1.3))
      body.push(pallets(ctx, x0 + w + 90, g + 120, rng.int(4, 7)))
      body.push(pallets(ctx, x0 + w + 200, g + 140, rng.int(2, 4)))
      break
    }
    case 'row': {
      // Three godowns side by side, like a warehousing complex; drawn right to left so each
      // one's side wall hides behind its neighbour.
      const pals = [ctx.pal, PALETTES[(spec.palette + 3) % PALETTES.length]!, ctx.pal]
      const w = rng.range(320, 350)
      for (let i = 2; i >= 0; i--) {
        body.push(
          gableShed(ctx, 90 + i * (w + 60), w, 220, 105, 330, {
            shutters: 2,
            open: [i === 1 ? 0.6 : 0, 0],
            pal: pals[i],
          }),
        )
      }
      body.push(truck(ctx, rng.range(600, 760), 0.72, truckColours, rng.chance(0.5)))
      body.push(pole(ctx, 110, 360))
      break
    }
    case 'dock': {
      const w = rng.range(900, 1060)
      const x0 = rng.range(140, 220)
      body.push(dockWarehouse(ctx, x0, w, rng.range(280, 330), rng.range(260, 360)))
      body.push(truck(ctx, rng.range(150, 320), 0.82, truckColours, true))
      body.push(tree(ctx, x0 + w + 150, 1.2))
      break
    }
    case 'sawtooth': {
      const w = rng.range(780, 900)
      const x0 = rng.range(330, 400)
      body.push(sawtoothShed(ctx, x0, w, rng.range(250, 290), rng.range(300, 400)))
      body.push(palm(ctx, x0 - 170, 1.1), tree(ctx, x0 - 260, 1.1))
      body.push(truck(ctx, x0 + w * 0.5, 0.7, truckColours, false))
      break
    }
  }
  body.push(kerb(ctx), atmosphere(ctx))
  // Mirroring swaps which side the shed recedes to; the light mirrors with it.
  const content = spec.mirror
    ? `<g transform="translate(${W},0) scale(-1,1)">${body.join('')}</g>`
    : body.join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${ctx.defs}${content}</svg>`
}

/** The scene for the i-th image: the twelve set pieces, then varied repeats of them. */
function sceneSpec(i: number): Scene {
  const base = SCENES[i % SCENES.length]!
  const round = Math.floor(i / SCENES.length)
  if (round === 0) return base
  const skies = Object.keys(SKIES) as (keyof typeof SKIES)[]
  return {
    kind: base.kind,
    sky: skies[(skies.indexOf(base.sky) + round) % skies.length]!,
    palette: base.palette + round * 3,
    mirror: round % 2 ? !base.mirror : base.mirror,
  }
}

/** The SVG source of the i-th demo image (exported for looking at and for tests). */
export function demoImageSvg(i: number): string {
  return scene(sceneSpec(i), i + 1)
}

/**
 * `count` distinct 1600x1000 JPEG illustrations of godowns and warehouses, drawn one after
 * another: drawn all at once they need a full-size canvas each at the same moment, and the
 * native memory that peak takes stays with the server (docs/decisions/017).
 */
export async function drawDemoImages(count: number): Promise<Buffer[]> {
  const sharp = await loadSharp()
  const pictures: Buffer[] = []
  for (let i = 0; i < count; i++) {
    pictures.push(
      await sharp(Buffer.from(demoImageSvg(i)))
        .jpeg({ quality: 88, mozjpeg: true })
        .toBuffer(),
    )
  }
  return pictures
}
