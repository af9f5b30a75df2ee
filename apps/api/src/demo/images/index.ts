/**
 * Flat illustrations of Indian godowns and warehouses for the demo listings: drawn as SVG
 * here (no downloads, no fonts, no text) and rendered to JPEG. Seeded, so every start draws
 * the same set.
 */

import { loadSharp } from '../../lib/images'
import { scene } from './scene'
import { sceneSpec } from './scenes'

/** The SVG source of the i-th demo image (exported for looking at and for tests). */
export function demoImageSvg(i: number): string {
  return scene(sceneSpec(i), i + 1)
}

/**
 * `count` distinct 1600x1000 JPEG illustrations of godowns and warehouses, drawn one after
 * another: drawn all at once they need a full-size canvas each at the same moment, and the
 * native memory that peak takes stays with the server (docs/decisions/017). Each is stored
 * through storeImage, which decodes it and encodes every file it keeps again: libjpeg's plain
 * encoder, not mozjpeg, whose smaller file (113 against 132 KiB) took 1.5 s more for twelve.
 */
export async function drawDemoImages(count: number): Promise<Buffer[]> {
  const sharp = await loadSharp()
  const pictures: Buffer[] = []
  for (let i = 0; i < count; i++) {
    pictures.push(
      await sharp(Buffer.from(demoImageSvg(i)))
        .jpeg({ quality: 88 })
        .toBuffer(),
    )
  }
  return pictures
}
