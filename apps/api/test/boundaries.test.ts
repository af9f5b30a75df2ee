import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The API's feature boundaries (decision 055) are an ESLint rule of the repository's config:
 * these cases show it refuses what it must and lets the faces through, so a change to the
 * config that quietly turned it off fails here.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const eslint = new ESLint({ cwd: ROOT })

async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}apps/api/src/${file}` })
  return result!.messages.filter((m) => m.ruleId === 'boundaries/api-feature-face')
}

describe('API feature boundaries', () => {
  it("refuses a feature importing another feature's file", async () => {
    const found = await problems(
      'modules/map/example.ts',
      "import { browseWhere } from '../listings/filters'\nexport const x = browseWhere\n",
    )
    expect(found.map((m) => m.message)).toEqual([
      "Import the listings feature through its face, modules/listings/index.ts, not '../listings/filters'.",
    ])
  })

  it('lets a feature import another through its face, and its own files', async () => {
    const code = [
      "import { browseWhere } from '../listings'",
      "import { x } from './repository'",
      'export const y = [browseWhere, x]',
      '',
    ].join('\n')
    expect(await problems('modules/map/example.ts', code)).toEqual([])
  })

  it('refuses the app and scripts a way past the faces', async () => {
    const found = await problems(
      'scripts/example.ts',
      "export { moveCredits } from '../modules/wallet/ledger'\n",
    )
    expect(found).toHaveLength(1)
  })

  it.each(['lib', 'db', 'plugins', 'domain'])('refuses %s importing any feature', async (floor) => {
    const found = await problems(
      `${floor}/example.ts`,
      "import { browseWhere } from '../modules/listings'\nexport const x = browseWhere\n",
    )
    expect(found.map((m) => m.message)).toEqual([
      'lib, db, plugins, domain and config serve every feature: they may not import a feature (listings).',
    ])
  })
})
