import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi, renderRoutes } from '../test/test-utils'

/** The app's routes as a build with this `import.meta.env.DEV` defines them. */
async function routesBuiltWith(dev: boolean) {
  vi.stubEnv('DEV', dev)
  vi.resetModules()
  return (await import('./router')).routes
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe('/dev/outbox', () => {
  it('is the 404 page in a production build (spec 000 section 2: any other path)', async () => {
    mockApi({ 'GET dev/outbox': { body: { success: true, data: [] } } })
    renderRoutes(await routesBuiltWith(false), '/dev/outbox')
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'Dev outbox' })).toBeNull()
  })

  it('shows the outbox in a development build', async () => {
    mockApi({ 'GET dev/outbox': { body: { success: true, data: [] } } })
    renderRoutes(await routesBuiltWith(true), '/dev/outbox')
    expect(await screen.findByRole('heading', { name: 'Dev outbox' })).toBeVisible()
  })
})
