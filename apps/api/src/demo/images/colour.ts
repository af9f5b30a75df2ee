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
export function mix(a: string, b: string, t: number) {
  const [x, y] = [rgb(a), rgb(b)]
  return hex(x.map((v, i) => v + (y[i]! - v) * t))
}
export const darken = (c: string, t: number) => mix(c, '#10141c', t)
export const lighten = (c: string, t: number) => mix(c, '#ffffff', t)
export const f = (n: number) => n.toFixed(1)
export const pts = (list: [number, number][]) => list.map(([x, y]) => `${f(x)},${f(y)}`).join(' ')
