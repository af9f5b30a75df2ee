import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi } from '../test/test-utils'
import { api, ApiError } from './api-client'
import { authStore } from './auth-storage'

afterEach(() => vi.restoreAllMocks())

describe('api', () => {
  it('ends the session on a 401 but keeps the rest of local storage (drafts)', async () => {
    mockApi({
      'GET me': {
        status: 401,
        body: { success: false, code: 'UNAUTHENTICATED', message: 'Please login again.' },
      },
    })
    authStore.login('revoked', { id: 3, name: 'Asha', user_type: 2 })
    localStorage.setItem('propertyForm_3', '{"step":2}')
    await expect(api('GET', 'me')).rejects.toBeInstanceOf(ApiError)
    expect(authStore.get().token).toBeNull()
    expect(localStorage.getItem('propertyForm_3')).toBe('{"step":2}')
  })
})
