/**
 * A small seeded generator (sfc32, seeded through splitmix32): the same seed gives the same
 * requests on every machine, so a failure reproduces from its seed and request number alone.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** A whole number in [min, max]. */
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** Picks by weight: `[[3, 'a'], [1, 'b']]` gives 'a' three times as often. */
  weighted<T>(choices: ReadonlyArray<readonly [number, T]>): T
}

function splitmix32(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x9e3779b9) >>> 0
    let z = state
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
    return (z ^ (z >>> 16)) >>> 0
  }
}

/** The generator for one request: request `index` of run `seed`, independent of the others. */
export function randomFor(seed: number, index: number): Random {
  const mix = splitmix32((Math.imul(seed, 0x01000193) ^ index) >>> 0)
  let a = mix()
  let b = mix()
  let c = mix()
  let d = mix()
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0
    d = (d + 1) >>> 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) >>> 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) >>> 0
    return t / 4_294_967_296
  }
  for (let i = 0; i < 12; i++) next()
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted(choices) {
      const total = choices.reduce((sum, [w]) => sum + w, 0)
      let roll = next() * total
      for (const [w, value] of choices) {
        roll -= w
        if (roll < 0) return value
      }
      return choices[choices.length - 1]![1]
    },
  }
  return random
}
