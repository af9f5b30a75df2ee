import { darken, f, lighten, mix, pts } from './colour'
import { lit, type Ctx } from './context'

export function corrugated(ctx: Ctx, c: string, pitch: number) {
  return ctx.defs.add(
    (id) =>
      `<pattern id="${id}" width="${pitch}" height="20" patternUnits="userSpaceOnUse">` +
      `<rect width="${pitch}" height="20" fill="${c}"/>` +
      `<rect width="${f(pitch * 0.32)}" height="20" fill="${darken(c, 0.12)}"/>` +
      `<rect x="${f(pitch * 0.32)}" width="${f(pitch * 0.12)}" height="20" fill="${lighten(c, 0.12)}"/></pattern>`,
  )
}

export function shutter(ctx: Ctx, x: number, y: number, w: number, h: number, open: number) {
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

export function ventilator(ctx: Ctx, x: number, y: number, s: number) {
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
export function groundShadow(ctx: Ctx, x0: number, x1: number, dx: number, dy: number) {
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

/** A face on a building's right side: from bottom up to top along the front edge x1, receding by dx, dy. */
export function sideFace(
  x1: number,
  bottom: number,
  top: number,
  dx: number,
  dy: number,
  fill: string,
) {
  const face: [number, number][] = [
    [x1, bottom],
    [x1 + dx, bottom + dy],
    [x1 + dx, top + dy],
    [x1, top],
  ]
  return `<polygon points="${pts(face)}" fill="${fill}"/>`
}

export function lamp(x: number, y: number) {
  return (
    `<circle cx="${f(x)}" cy="${f(y + 40)}" r="90" fill="url(#lampglow)"/>` +
    `<rect x="${f(x - 12)}" y="${f(y - 4)}" width="24" height="8" rx="3" fill="#2a2d33"/>` +
    `<rect x="${f(x - 10)}" y="${f(y + 3)}" width="20" height="4" fill="#fff6d8"/>`
  )
}
