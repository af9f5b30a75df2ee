import { useNavigate } from 'react-router'
import { authStore, useAuth } from '../../lib/auth-storage'
import { ADD_LISTING_PATH, OWNER_REGISTRATION_PATH } from '../nav'

/**
 * 'Post Properties for free': visitors register as owners (and come back to the wizard after
 * login); logged-in users go to the wizard, which decides what their account may do.
 */
export function usePostProperty() {
  const navigate = useNavigate()
  const { isLoggedIn } = useAuth()
  return () => {
    if (!isLoggedIn) {
      authStore.rememberRedirect(ADD_LISTING_PATH)
      navigate(OWNER_REGISTRATION_PATH)
      return
    }
    navigate(ADD_LISTING_PATH)
  }
}
