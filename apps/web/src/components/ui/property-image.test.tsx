import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { cardLoad, PropertyImage, type ImageLoad } from './property-image'

const PATH = 'images/00000000-0000-4000-8000-000000000001.jpg'

describe('PropertyImage', () => {
  it.each<[ImageLoad | undefined, string, string]>([
    ['first', 'eager', 'high'],
    ['eager', 'eager', 'auto'],
    ['lazy', 'lazy', 'auto'],
    [undefined, 'lazy', 'auto'],
  ])('load %s: loading=%s, fetchpriority=%s', (load, loading, priority) => {
    render(<PropertyImage path={PATH} alt="A godown" sizes="100vw" load={load} />)
    const img = screen.getByAltText('A godown')
    expect(img).toHaveAttribute('loading', loading)
    expect(img).toHaveAttribute('fetchpriority', priority)
  })

  it("fetches a list's first photo first; the rest of its first row eagerly, the others lazily", () => {
    expect([0, 1, 2, 3, 4].map((i) => cardLoad(i, 3))).toEqual([
      'first',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ])
  })
})
