import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { demoImageSvg, drawDemoImages } from '../../src/demo/images'

describe('demo images', () => {
  it('draws distinct 1600x1000 JPEG illustrations, the same ones on every start', async () => {
    const images = await drawDemoImages(14)
    expect(images).toHaveLength(14)
    const hashes = new Set(images.map((b) => createHash('sha256').update(b).digest('hex')))
    expect(hashes.size).toBe(14)
    for (const image of images.slice(0, 3)) {
      expect(await sharp(image).metadata()).toMatchObject({
        format: 'jpeg',
        width: 1600,
        height: 1000,
      })
    }
    expect(demoImageSvg(5)).toBe(demoImageSvg(5))
  })

  it('holds no text and loads nothing from outside', () => {
    for (let i = 0; i < 12; i++) {
      const svg = demoImageSvg(i)
      expect(svg).not.toMatch(/<text|<image|href=|font-family|@import|url\((?!#)/)
    }
  })
})
