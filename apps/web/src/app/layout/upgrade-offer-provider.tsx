import { lazy, Suspense, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { useDeferredDialog } from '../../components/ui/use-deferred-dialog'
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
  const upgrade = useDeferredDialog()
  return (
    <UpgradeOfferContext value={upgrade.show}>
      {children}
      {upgrade.loaded && (
        <Suspense>
          <UpgradeDialog
            open={upgrade.open}
            onClose={upgrade.hide}
            onUpgraded={() => {
              upgrade.hide()
              void navigate(ADD_LISTING_PATH)
            }}
          />
        </Suspense>
      )}
    </UpgradeOfferContext>
  )
}
