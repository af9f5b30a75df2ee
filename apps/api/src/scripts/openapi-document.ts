import { fileURLToPath } from 'node:url'
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript'
import { buildApp } from '../app'
import { parseConfig } from '../config'
import { openDatabase } from '../db/client'

/** The committed client types, generated from the document (npm run openapi:types). */
export const API_TYPES_FILE = fileURLToPath(new URL('../../test/client/api.ts', import.meta.url))

/**
 * The OpenAPI document of the app built from a fixed environment (test defaults: the sandbox
 * payment routes and the dev routes are in it), on an empty in-memory database that is never
 * queried: the same document on every machine.
 */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' })
  const database = await openDatabase({})
  const app = await buildApp({ config, database, logger: false })
  try {
    await app.ready()
    return structuredClone(app.swagger()) as unknown as Record<string, unknown>
  } finally {
    await app.close()
    await database.close()
  }
}

/** The TypeScript types of the document (openapi-typescript), as the committed file holds them. */
export async function apiTypes(doc: Record<string, unknown>) {
  const ast = await openapiTS(doc as unknown as OpenAPI3, { alphabetize: true })
  return [
    '// Generated from the OpenAPI document by `npm run openapi:types` (openapi-typescript):',
    '// do not edit. test/client/types.test.ts fails when it differs from a fresh generation.',
    '',
    astToString(ast),
  ].join('\n')
}
