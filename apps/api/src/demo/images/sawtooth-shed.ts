import { darken, f, lighten, mix, pts } from './colour'
import { block, lit, side, type Ctx } from './context'
import { corrugated, groundShadow, sideFace, shutter } from './parts'

/** A shed with a sawtooth (north-light) roof and a small office block in front. */
export function sawtoothShed(ctx: Ctx, x0: number, w: number, hgt: number, depthLen: number) {
  const pal = ctx.pal
  const { g, x1, yT, dx, dy } = block(ctx, x0, w, hgt, depthLen)
  const out = [groundShadow(ctx, x0, x1, dx, dy)]
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
  out.push(sideFace(x1, g, yT, dx, dy, `url(#${corrugated(ctx, side(ctx, pal.wall), 9)})`))
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
