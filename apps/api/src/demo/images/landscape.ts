import { darken, f, lighten, mix, pts } from './colour'
import { H, W, lit, type Ctx } from './context'

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

export function skyLayer(ctx: Ctx): string {
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

export function backdrop(ctx: Ctx): string {
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

export function groundLayer(ctx: Ctx): string {
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

export function compoundWall(ctx: Ctx, y: number): string {
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
export function kerb(ctx: Ctx): string {
  const out = [`<rect x="0" y="${H - 34}" width="${W}" height="34" fill="${lit(ctx, '#222')}"/>`]
  for (let x = 0; x < W; x += 80) {
    out.push(`<rect x="${x}" y="${H - 34}" width="40" height="34" fill="${lit(ctx, '#f2c230')}"/>`)
  }
  out.push(`<rect x="0" y="${H - 38}" width="${W}" height="6" fill="#000" opacity="0.2"/>`)
  return out.join('')
}

export function atmosphere(ctx: Ctx): string {
  const v = ctx.defs.add(
    (id) =>
      `<radialGradient id="${id}" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${ctx.sky.lampsOn ? 0.35 : 0.18}"/></radialGradient>`,
  )
  return `<rect width="${W}" height="${H}" fill="url(#${v})"/>`
}
