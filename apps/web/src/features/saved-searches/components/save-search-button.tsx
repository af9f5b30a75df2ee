import { BellIcon } from 'lucide-react'
import type { SavedFilters } from '@app/contract/search'
import { lazy, Suspense } from 'react'
import { useGoToLogin } from '../../../components/login-required/go-to-login'
import { Button } from '../../../components/ui/button'
import { useDeferredDialog } from '../../../components/ui/use-deferred-dialog'
import { useAuth } from '../../../lib/auth-storage'
import { SAVED_SEARCH_UI } from '../saved-search-texts'

// Loaded on first use: the listing page's first chunk does without the form and Zod.
const SaveSearchDialog = lazy(() =>
  import('./save-search-dialog').then((m) => ({ default: m.SaveSearchDialog })),
)

/**
 * 'Save search' for the listing page's current filters: a dialog with a name and the alert for
 * a logged-in user; to /login otherwise (and back to this search afterwards).
 */
export function SaveSearchButton({
  filters,
  className,
}: {
  filters: SavedFilters
  className?: string
}) {
  const { isLoggedIn } = useAuth()
  const goToLogin = useGoToLogin()
  const dialog = useDeferredDialog()
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className={className}
        onClick={() => (isLoggedIn ? dialog.show() : void goToLogin())}
      >
        <BellIcon className="size-4" />
        {SAVED_SEARCH_UI.save}
      </Button>
      {dialog.loaded && (
        <Suspense fallback={null}>
          <SaveSearchDialog open={dialog.open} onClose={dialog.hide} filters={filters} />
        </Suspense>
      )}
    </>
  )
}
