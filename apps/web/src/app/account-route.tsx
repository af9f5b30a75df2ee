import { Button } from '../components/ui/button'
import { useLogout } from '../features/auth/api/logout'
import { Component as AccountPage } from '../features/account/pages/account-page'
import { SavedSearchesPanel } from '../features/saved-searches/components/saved-searches-panel'

/** Log out on this device: the auth feature's, as in the profile menu. */
function LogoutButton() {
  const logout = useLogout()
  return (
    <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
      {logout.isPending ? 'Logging out...' : 'Log out'}
    </Button>
  )
}

/**
 * /account: the account feature's page with the saved-searches feature's panel (issue 15) and
 * the auth feature's log out. The features meet here, in the app, not in each other.
 */
export function Component() {
  return <AccountPage panels={<SavedSearchesPanel />} logout={<LogoutButton />} />
}
