import { darken, f, lighten, pts } from './colour'
import { block, lit, side, type Ctx } from './context'
import { corrugated, groundShadow, sideFace, lamp, shutter, ventilator } from './parts'

/** A long modern warehouse seen along its dock face, with a low parapet roof. */
export function dockWarehouse(ctx: Ctx, x0: number, w: number, hgt: number, depthLen: number) {
  const pal = ctx.pal
  const { g, x1, yT, dx, dy } = block(ctx, x0, w, hgt, depthLen)
  const out = [groundShadow(ctx, x0, x1, dx, dy)]
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
  out.push(sideFace(x1, g, yT, dx, dy, `url(#${corrugated(ctx, side(ctx, pal.wall), 9)})`))
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
