import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { ADD_LISTING_PATH } from '../../lib/paths'
import { UpgradeOfferContext } from '../../lib/post-property'

// Loaded when a seeker first asks: the app's first chunk stays free of the contract's schemas.
const UpgradeDialog = lazy(() =>
  import('../../features/auth/components/upgrade-dialog').then((m) => ({
    default: m.UpgradeDialog,
  })),
)

/** Hosts the one 'Upgrade to Property Owner' dialog that usePostProperty() opens. */
export function UpgradeOfferProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  // Once loaded it stays mounted, so closing returns focus to the button that opened it.
  const [loaded, setLoaded] = useState(false)
  const offer = useCallback(() => {
    setLoaded(true)
    setOpen(true)
  }, [])

  return (
    <UpgradeOfferContext value={offer}>
      {children}
      {loaded && (
        <Suspense>
          <UpgradeDialog
            open={open}
            onClose={() => setOpen(false)}
            onUpgraded={() => {
              setOpen(false)
              void navigate(ADD_LISTING_PATH)
            }}
          />
        </Suspense>
      )}
    </UpgradeOfferContext>
  )
}
