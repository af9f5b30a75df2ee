// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../../../', import.meta.url))
const eslint = new ESLint({ cwd: root })

/** The boundary messages ESLint gives `code` as if it were the file at `path`. */
async function boundaryErrors(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/web/src/${path}` })
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message)
}

describe('web boundaries (eslint.config.js)', () => {
  it('keeps a feature out of another feature and out of src/app', async () => {
    const errors = await boundaryErrors(
      'features/listings/components/card.tsx',
      [
        "import { a } from '../../auth/api/login'",
        "import { b } from '../../../app/nav'",
        "import { c } from '../../../features/content/content'",
        'export { a, b, c }',
      ].join('\n'),
    )
    expect(errors).toHaveLength(3)
    expect(errors[0]).toContain('The listings feature may not import another feature')
  })

  it('lets a feature use its own folder, components, lib and the contract', async () => {
    const errors = await boundaryErrors(
      'features/listings/pages/page.tsx',
      [
        "import { a } from '../filter-query'",
        "import { b } from '../components/listing-card'",
        "import { c } from '../../../components/ui/button'",
        "import { d } from '../../../lib/cn'",
        "import { e } from '@app/contract/listing'",
        'export { a, b, c, d, e }',
      ].join('\n'),
    )
    expect(errors).toEqual([])
  })

  it('keeps components and lib free of features and the app', async () => {
    expect(
      await boundaryErrors(
        'components/ui/x.tsx',
        "import { a } from '../../app/nav'\nexport { a }",
      ),
    ).toHaveLength(1)
    expect(
      await boundaryErrors(
        'lib/x.ts',
        "import { a } from '../features/auth/api/login'\nexport { a }",
      ),
    ).toHaveLength(1)
  })
})
