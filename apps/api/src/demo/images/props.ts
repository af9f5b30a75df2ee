import { darken, f, lighten, mix } from './colour'
import { lit, type Ctx } from './context'
import { lamp } from './parts'

export function tree(ctx: Ctx, x: number, s: number, far = false) {
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

export function palm(ctx: Ctx, x: number, s: number) {
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

export function pole(ctx: Ctx, x: number, h: number) {
  const g = ctx.groundY
  const c = lit(ctx, '#6b7079')
  return (
    `<rect x="${f(x - 3)}" y="${f(g - h)}" width="6" height="${f(h)}" fill="${c}"/>` +
    `<path d="M${f(x)},${f(g - h)} q20,-10 40,0" stroke="${c}" stroke-width="5" fill="none"/>` +
    `<rect x="${f(x + 30)}" y="${f(g - h - 2)}" width="26" height="8" rx="3" fill="${darken(c, 0.3)}"/>` +
    (ctx.sky.lampsOn ? lamp(x + 43, g - h + 2) : '')
  )
}

export function pallets(ctx: Ctx, x: number, y: number, n: number) {
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
