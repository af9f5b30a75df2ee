import { darken, f, lighten, mix, pts } from './colour'
import { block, lit, side, type Ctx } from './context'
import type { Palette } from './palettes'
import { corrugated, groundShadow, sideFace, lamp, shutter, ventilator } from './parts'

/** A godown with its gable end to the viewer: corrugated walls, shutters, ridge ventilators. */
export function gableShed(
  ctx: Ctx,
  x0: number,
  w: number,
  eave: number,
  rise: number,
  depthLen: number,
  opts: { shutters: number; open?: number[]; barrel?: boolean; pal?: Palette },
) {
  const pal = opts.pal ?? ctx.pal
  const { g, x1, yT: yE, dx, dy } = block(ctx, x0, w, eave, depthLen)
  const xm = x0 + w / 2
  const yR = yE - rise
  const wallLit = lit(ctx, pal.wall)
  const wallSide = side(ctx, pal.wall)
  const roofLit = lit(ctx, pal.roof)
  const trim = lit(ctx, pal.trim)
  const out: string[] = []
  out.push(groundShadow(ctx, x0, x1, dx, dy))

  // Side wall (receding to the upper right).
  const sidePat = corrugated(ctx, wallSide, 9)
  out.push(sideFace(x1, g, yE, dx, dy, `url(#${sidePat})`))
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
  out.push(sideFace(x1, g, g - 22, dx, dy, side(ctx, pal.base)))

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
