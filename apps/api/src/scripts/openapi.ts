/**
 * The API's OpenAPI document, as the app serves it at /api/docs/json, written to files:
 *
 *   npm run openapi:dump [-- <file>]   the document (default reports/openapi.json), which
 *                                      `npm run lint:openapi` then lints with Redocly
 *   npm run openapi:types              the client types the API tests use, generated from it
 *                                      by openapi-typescript (apps/api/test/client/api.ts)
 *
 * The types are committed; a test fails when they differ from a fresh generation (decision 048).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { API_TYPES_FILE, apiTypes, openApiDocument } from './openapi-document'

const types = process.argv.includes('--types')
const out = types
  ? API_TYPES_FILE
  : path.resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'reports/openapi.json')
const doc = await openApiDocument()
await mkdir(path.dirname(out), { recursive: true })
await writeFile(out, types ? await apiTypes(doc) : `${JSON.stringify(doc, null, 2)}\n`)
console.log(`Written: ${path.relative(process.cwd(), out)}`)
