import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sniffFile } from '../../src/lib/file-kind'

describe('what a file is, by its content', () => {
  let dir: string
  let n = 0
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'file-kind-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  async function kindOf(content: string | Buffer) {
    const file = path.join(dir, `f${n++}`)
    await writeFile(file, content)
    return sniffFile(file)
  }

  it.each([
    ['a bare <svg> root', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    [
      'a declaration, a comment and a doctype first',
      '<?xml version="1.0"?>\n<!-- x -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg>',
    ],
    ['a byte-order mark and blank lines first', '\uFEFF\n\n  <svg width="1">'],
    ['a namespace prefix', '<?xml version="1.0"?><svg:svg xmlns:svg="http://www.w3.org/2000/svg">'],
  ])('SVG: %s', async (_, content) => {
    expect(await kindOf(content)).toBe('svg')
  })

  it.each([
    ['an HTML page', '<!doctype html><html><body>x</body></html>'],
    ['HTML without a doctype', '<html><script>alert(1)</script></html>'],
    ['XML whose root is not svg', '<?xml version="1.0"?><svgdoc/>'],
    ['an SVG root after other markup', '<div></div><svg>'],
    ['text with a script tag near the top', 'Notes for the site visit\n<script>alert(1)</script>'],
    ['text with a NUL byte', 'plain\u0000text'],
    ['Latin-1 text (not UTF-8)', Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a])],
    ['an empty file', ''],
  ])('not accepted: %s', async (_, content) => {
    expect(await kindOf(content)).toBeUndefined()
  })

  it('takes long UTF-8 text whose characters straddle the read chunks', async () => {
    // 'स' is 3 bytes: 100,000 of them cross every 64 KiB chunk boundary mid-character.
    expect(await kindOf('Godown near Nashik: ' + 'स'.repeat(100_000) + '\n')).toBe('txt')
  })

  it('refuses long text that turns binary far from its start', async () => {
    const text = Buffer.from('a'.repeat(200_000))
    text[150_000] = 0xff
    expect(await kindOf(text)).toBeUndefined()
  })
})
