import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { authStore } from '../../lib/auth-storage'

/** Remembers where the visitor is (path and query) and sends them to /login. */
export function useGoToLogin() {
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  return useCallback(
    (options: { replace?: boolean } = {}) => {
      authStore.rememberRedirect(pathname + search)
      return navigate('/login', options)
    },
    [navigate, pathname, search],
  )
}
