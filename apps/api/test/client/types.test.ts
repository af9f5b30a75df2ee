import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { API_TYPES_FILE, apiTypes, openApiDocument } from '../../src/scripts/openapi-document'

/** The first line where two texts differ, with its number, for a short failure message. */
function firstDifference(a: string, b: string) {
  const left = a.split('\n')
  const right = b.split('\n')
  const line = left.findIndex((text, i) => text !== right[i])
  const at = line === -1 ? left.length : line
  return `line ${at + 1}: committed ${JSON.stringify(left[at])}, fresh ${JSON.stringify(right[at])}`
}

describe('the client types generated from the OpenAPI document (decision 048)', () => {
  it('are committed as a fresh generation makes them: run `npm run openapi:types` after an API change', async () => {
    const fresh = await apiTypes(await openApiDocument())
    const committed = await readFile(API_TYPES_FILE, 'utf8')
    expect(committed === fresh, firstDifference(committed, fresh)).toBe(true)
  })
})
