import { SKIES } from './skies'

export interface Scene {
  sky: keyof typeof SKIES
  kind: 'gable' | 'barrel' | 'dock' | 'row' | 'sawtooth'
  palette: number
  mirror: boolean
}

/** The first twelve: every roof type at several times of day, so no two look alike. */
export const SCENES: Scene[] = [
  { sky: 'noon', kind: 'gable', palette: 0, mirror: false },
  { sky: 'golden', kind: 'dock', palette: 2, mirror: false },
  { sky: 'morning', kind: 'barrel', palette: 4, mirror: true },
  { sky: 'dusk', kind: 'row', palette: 1, mirror: false },
  { sky: 'noon', kind: 'sawtooth', palette: 6, mirror: true },
  { sky: 'monsoon', kind: 'gable', palette: 3, mirror: true },
  { sky: 'morning', kind: 'dock', palette: 7, mirror: true },
  { sky: 'night', kind: 'barrel', palette: 2, mirror: false },
  { sky: 'golden', kind: 'gable', palette: 5, mirror: false },
  { sky: 'noon', kind: 'row', palette: 4, mirror: true },
  { sky: 'dusk', kind: 'sawtooth', palette: 0, mirror: false },
  { sky: 'monsoon', kind: 'dock', palette: 1, mirror: false },
]

/** The scene for the i-th image: the twelve set pieces, then varied repeats of them. */
export function sceneSpec(i: number): Scene {
  const base = SCENES[i % SCENES.length]!
  const round = Math.floor(i / SCENES.length)
  if (round === 0) return base
  const skies = Object.keys(SKIES) as (keyof typeof SKIES)[]
  return {
    kind: base.kind,
    sky: skies[(skies.indexOf(base.sky) + round) % skies.length]!,
    palette: base.palette + round * 3,
    mirror: round % 2 ? !base.mirror : base.mirror,
  }
}
