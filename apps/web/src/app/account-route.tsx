import { Component as AccountPage } from '../features/account/pages/account-page'
import { SavedSearchesPanel } from '../features/saved-searches/components/saved-searches-panel'

/**
 * /account: the account feature's page with the saved-searches feature's panel (issue 15). The
 * features meet here, in the app, not in each other.
 */
export function Component() {
  return <AccountPage panels={<SavedSearchesPanel />} />
}
