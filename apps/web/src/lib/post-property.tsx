import { createContext, use, useCallback } from 'react'
import { useNavigate } from 'react-router'
import { authStore, useAuth } from './auth-storage'
import { ADD_LISTING_PATH, OWNER_REGISTRATION_PATH, PROPERTY_LIST_PATH } from './paths'

export const POST_PROPERTY_LABEL = 'Post Properties for free'

/**
 * Opens the 'Upgrade to Property Owner' dialog. The root layout provides it (the dialog lives
 * in the auth feature), so the header and the pages' calls to action share one dialog.
 */
export const UpgradeOfferContext = createContext<(() => void) | null>(null)

/**
 * 'Post Properties for free': visitors register as owners (and come back to the wizard after
 * login); seekers are offered the upgrade to owner (spec 000 section 4); accounts that may
 * create properties go to the wizard; any other account goes to /property (spec 001 section 2).
 */
export function usePostProperty(): () => void {
  const offerUpgrade = use(UpgradeOfferContext)
  if (!offerUpgrade) throw new Error('usePostProperty must be used inside an UpgradeOfferContext')
  const navigate = useNavigate()
  const { isLoggedIn, isSeeker, can } = useAuth()
  return useCallback(() => {
    if (!isLoggedIn) {
      authStore.rememberRedirect(ADD_LISTING_PATH)
      void navigate(OWNER_REGISTRATION_PATH)
    } else if (isSeeker) offerUpgrade()
    else void navigate(can('create-properties') ? ADD_LISTING_PATH : PROPERTY_LIST_PATH)
  }, [isLoggedIn, isSeeker, can, navigate, offerUpgrade])
}
