import type { AddressInfo } from 'node:net'
import createClient from 'openapi-fetch'
import type { App } from '../../src/app'
import type { paths } from './api'

/**
 * A typed client of the API (openapi-fetch over the types generated from the OpenAPI document,
 * api.ts) talking HTTP to `app`, which starts listening on 127.0.0.1 for it. Paths, bodies and
 * answers are checked by `npm run typecheck`; api.ts by types.test.ts.
 */
export async function apiClient(app: App) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  return createClient<paths>({ baseUrl: `http://127.0.0.1:${port}` })
}

export type ApiClient = Awaited<ReturnType<typeof apiClient>>

/** The header of a signed-in call. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
