import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import viteConfig from '../../web/vite.config'
import { API_ROOT } from '../src/config'

describe('production builds publish no source maps', () => {
  it('the web build writes none, nor its server-rendering build', () => {
    for (const isSsrBuild of [false, true]) {
      const config = viteConfig({ command: 'build', mode: 'production', isSsrBuild })
      expect(config.build?.sourcemap).toBe(false)
    }
  })

  it('the API bundle has no map beside it and no sourceMappingURL in it', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'api-build-'))
    try {
      const outfile = path.join(out, 'server.js')
      await promisify(execFile)(process.execPath, [path.join(API_ROOT, 'build.mjs'), outfile])
      expect(readdirSync(out).sort()).toEqual(['server.chunks', 'server.js'])
      const files = [
        outfile,
        ...readdirSync(path.join(out, 'server.chunks')).map((f) =>
          path.join(out, 'server.chunks', f),
        ),
      ]
      expect(files.every((f) => f.endsWith('.js'))).toBe(true)
      const code = files.map((f) => readFileSync(f, 'utf8'))
      expect(code.filter((c) => c.includes('sourceMappingURL'))).toEqual([])
      // The e-mails' React is its production build, in a chunk loaded with the first e-mail.
      expect(code.some((c) => c.includes('react-dom-server.node.production'))).toBe(true)
      expect(code.filter((c) => /react[\w.-]*\.development/.test(c))).toEqual([])
      expect(code[0]).not.toContain('react-dom-server')
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  })
})
