import { darken, f, lighten, mix } from './colour'
import { lit, type Ctx } from './context'
import type { TRUCK_COLOURS } from './palettes'

/** A typical Indian goods truck, side view, facing left. */
export function truck(
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
  const rect = (rx: number, ry: number, w: number, h: number, fill: string) =>
    `<rect x="${X(rx)}" y="${Y(ry)}" width="${L(w)}" height="${L(h)}" fill="${fill}"/>`
  const out = [
    `<ellipse cx="${X(230)}" cy="${Y(-4)}" rx="${L(260)}" ry="${L(14)}" fill="#000" opacity="0.25"/>`,
    // Chassis
    rect(20, 62, 440, 16, '#2a2c31'),
  ]
  if (container) {
    out.push(rect(140, 250, 330, 186, c(colours.body)))
    for (let i = 1; i < 16; i++) {
      out.push(rect(140 + i * 20.6, 246, 4, 178, darken(c(colours.body), 0.18)))
    }
    out.push(rect(140, 250, 330, 8, lighten(c(colours.body), 0.2)))
  } else {
    // High-sided wooden body with a roped tarpaulin over the load.
    out.push(
      `<path d="M${X(140)},${Y(160)} Q${X(150)},${Y(262)} ${X(300)},${Y(264)} Q${X(460)},${Y(262)} ${X(470)},${Y(160)} Z" fill="${c(colours.tarp)}"/>`,
      `<path d="M${X(200)},${Y(160)} Q${X(205)},${Y(240)} ${X(230)},${Y(258)} M${X(300)},${Y(160)} L${X(300)},${Y(262)} M${X(400)},${Y(160)} Q${X(400)},${Y(240)} ${X(380)},${Y(258)}" stroke="${darken(c(colours.tarp), 0.35)}" stroke-width="${L(3)}" fill="none"/>`,
      rect(136, 166, 338, 96, c(colours.body)),
    )
    for (let i = 0; i < 4; i++) {
      out.push(rect(136, 146 - i * 24, 338, 3, darken(c(colours.body), 0.25)))
    }
    out.push(rect(136, 166, 338, 10, lighten(c(colours.body), 0.35)))
  }
  // Cab: rounded nose, windscreen, door.
  const cab = c(colours.cab)
  out.push(
    `<path d="M${X(130)},${Y(62)} L${X(130)},${Y(220)} Q${X(130)},${Y(232)} ${X(118)},${Y(232)} L${X(40)},${Y(232)} Q${X(22)},${Y(230)} ${X(16)},${Y(200)} L${X(6)},${Y(120)} Q${X(4)},${Y(80)} ${X(14)},${Y(62)} Z" fill="${cab}"/>`,
    `<path d="M${X(24)},${Y(214)} L${X(18)},${Y(160)} L${X(70)},${Y(160)} L${X(70)},${Y(218)} Z" fill="${ctx.sky.lampsOn ? '#39425a' : mix(c('#8fc4e8'), '#ffffff', 0.2)}"/>`,
    `<rect x="${X(78)}" y="${Y(214)}" width="${L(42)}" height="${L(50)}" rx="${L(4)}" fill="${mix(c('#8fc4e8'), '#334', 0.3)}"/>`,
    rect(74, 150, 4, 80, darken(cab, 0.3)),
    rect(6, 118, 124, 14, lighten(cab, 0.4)),
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
  out.push(rect(440, 78, 12, 40, '#1c1d21'))
  return out.join('')
}
