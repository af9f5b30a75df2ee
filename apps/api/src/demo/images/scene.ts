import { H, W, Defs, type Ctx } from './context'
import { dockWarehouse } from './dock-warehouse'
import { gableShed } from './gable-shed'
import { atmosphere, backdrop, compoundWall, groundLayer, kerb, skyLayer } from './landscape'
import { PALETTES, TRUCK_COLOURS } from './palettes'
import { palm, pallets, pole, tree } from './props'
import { random } from './random'
import { sawtoothShed } from './sawtooth-shed'
import type { Scene } from './scenes'
import { SKIES } from './skies'
import { truck } from './truck'

export function scene(spec: Scene, seed: number): string {
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
