import { lazy, Suspense, useState } from 'react'
import { useNavigate } from 'react-router'
import { authStore, useAuth } from '../../lib/auth-storage'
import { ADD_LISTING_PATH, OWNER_REGISTRATION_PATH } from '../nav'

// Loaded when a seeker first asks: the header stays free of the contract's schemas.
const UpgradeDialog = lazy(() =>
  import('../../features/auth/components/upgrade-dialog').then((m) => ({
    default: m.UpgradeDialog,
  })),
)

/**
 * 'Post Properties for free': visitors register as owners (and come back to the wizard after
 * login); seekers are offered the upgrade to owner first (render `upgradeDialog`); everyone
 * else goes to the wizard, which decides what their account may do.
 */
export function usePostProperty() {
  const navigate = useNavigate()
  const { isLoggedIn, isSeeker } = useAuth()
  const [upgradeOpen, setUpgradeOpen] = useState(false)
  // Once loaded it stays mounted, so closing returns focus to the button that opened it.
  const [upgradeLoaded, setUpgradeLoaded] = useState(false)

  const postProperty = () => {
    if (!isLoggedIn) {
      authStore.rememberRedirect(ADD_LISTING_PATH)
      void navigate(OWNER_REGISTRATION_PATH)
    } else if (isSeeker) {
      setUpgradeLoaded(true)
      setUpgradeOpen(true)
    } else void navigate(ADD_LISTING_PATH)
  }

  const upgradeDialog = upgradeLoaded && (
    <Suspense>
      <UpgradeDialog
        open={upgradeOpen}
        onClose={() => setUpgradeOpen(false)}
        onUpgraded={() => {
          setUpgradeOpen(false)
          void navigate(ADD_LISTING_PATH)
        }}
      />
    </Suspense>
  )

  return { postProperty, upgradeDialog }
}
