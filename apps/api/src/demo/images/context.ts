import { darken, mix } from './colour'
import type { Palette } from './palettes'
import type { Rng } from './random'
import type { Sky } from './skies'

/** The size of every picture, in pixels. */
export const W = 1600
export const H = 1000

/** Collects SVG defs with unique ids. */
export class Defs {
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

export interface Ctx {
  rng: Rng
  defs: Defs
  sky: Sky
  pal: Palette
  groundY: number
  /** Receding direction of side faces (to the upper right). */
  depth: [number, number]
}

/**
 * Where a box-shaped building of width w, height hgt and depth depthLen stands on the page: the
 * ground line g, its right front edge x1, its top yT, and how far its side recedes (dx, dy).
 */
export function block(ctx: Ctx, x0: number, w: number, hgt: number, depthLen: number) {
  const [ux, uy] = ctx.depth
  const g = ctx.groundY
  return { g, x1: x0 + w, yT: g - hgt, dx: ux * depthLen, dy: uy * depthLen }
}

/** A lit face's colour for this time of day. */
export function lit(ctx: Ctx, c: string) {
  return mix(darken(c, 1 - ctx.sky.light), ctx.sky.tint, ctx.sky.tintStrength)
}
export function side(ctx: Ctx, c: string) {
  return darken(lit(ctx, c), 0.28)
}
