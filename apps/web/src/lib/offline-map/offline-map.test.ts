import { describe, expect, it } from 'vitest'
import base from './india-base.json'
import { MAP_TILE_WAIT_MS, minPinsAt, tileState, townsToLabel, type Town } from './offline-map'

const URL = 'https://tile.example/{z}/{x}/{y}.png'

describe('whether the tiles work (the map falls back to its own ground)', () => {
  it('fails at once without a tile address, or when the first tile fails', () => {
    expect(tileState({ url: '', loaded: 0, errors: 0, waitedMs: 0 })).toBe('failed')
    expect(tileState({ url: '  ', loaded: 0, errors: 0, waitedMs: 0 })).toBe('failed')
    expect(tileState({ url: undefined, loaded: 0, errors: 0, waitedMs: 0 })).toBe('failed')
    expect(tileState({ url: URL, loaded: 0, errors: 1, waitedMs: 0 })).toBe('failed')
  })

  it('waits for the first tile, then gives up after MAP_TILE_WAIT_MS', () => {
    expect(tileState({ url: URL, loaded: 0, errors: 0, waitedMs: 0 })).toBe('loading')
    expect(tileState({ url: URL, loaded: 0, errors: 0, waitedMs: MAP_TILE_WAIT_MS - 1 })).toBe(
      'loading',
    )
    expect(tileState({ url: URL, loaded: 0, errors: 0, waitedMs: MAP_TILE_WAIT_MS })).toBe('failed')
  })

  it('works once a tile loaded, even with some failing (the outline shows through the gaps)', () => {
    expect(tileState({ url: URL, loaded: 1, errors: 0, waitedMs: 0 })).toBe('ok')
    expect(tileState({ url: URL, loaded: 3, errors: 5, waitedMs: MAP_TILE_WAIT_MS })).toBe('ok')
  })
})

describe('the town names on the ground', () => {
  const towns: Town[] = [
    ['Mumbai', 19.07, 72.88, 56],
    ['Pune', 18.52, 73.86, 41],
    ['Thane', 19.2, 72.97, 20],
    ['Bhiwandi', 19.3, 73.06, 8],
    ['Vadpe', 19.28, 73.1, 1],
  ]
  const view = (zoom: number) => ({ west: 72, south: 18, east: 74.5, north: 20, zoom })
  // A plain projection: 100 px a degree at zoom 6, doubling with each zoom.
  const project = (zoom: number) => (lat: number, lng: number) => ({
    x: (lng - 72) * 100 * 2 ** (zoom - 6),
    y: (20 - lat) * 100 * 2 ** (zoom - 6),
  })

  it('names only the big cities when zoomed out, and more towns closer in', () => {
    expect(townsToLabel(towns, view(5), project(5)).map((t) => t[0])).toEqual(['Mumbai', 'Pune'])
    expect(townsToLabel(towns, view(7), project(7)).map((t) => t[0])).toEqual([
      'Mumbai',
      'Pune',
      'Thane',
      'Bhiwandi',
    ])
    expect(minPinsAt(4)).toBeGreaterThan(minPinsAt(8))
    expect(minPinsAt(12)).toBe(1)
  })

  it('never lets two names cover each other: the bigger town wins', () => {
    // At zoom 6 Thane sits 13 px from Mumbai: its label would cover Mumbai's.
    expect(townsToLabel(towns, view(6), project(6)).map((t) => t[0])).toEqual(['Mumbai', 'Pune'])
  })

  it('names only the towns in view', () => {
    const north = { west: 72, south: 19, east: 74.5, north: 20, zoom: 9 }
    expect(townsToLabel(towns, north, project(9)).map((t) => t[0])).not.toContain('Pune')
  })

  it('ships 35 shapes for the 36 states and union territories (Ladakh still inside J&K) and towns biggest first', () => {
    const codes = base.states.features.map((f) => f.properties.code)
    expect(codes).toHaveLength(35)
    expect(codes).toEqual(expect.arrayContaining(['MH', 'TS', 'DH', 'JK', 'AN', 'LD']))
    const pins = base.towns.map((t) => t[3] as number)
    expect(pins).toEqual([...pins].sort((a, b) => b - a))
    expect(base.towns.length).toBeGreaterThan(4000)
  })
})
