import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False on the server and while the page it drew is hydrated, true after. A lazy part inside
 * the server's render would be cut short there (React then throws the server's markup of its
 * boundary away, error 419): what loads on demand is drawn in the browser, after hydration.
 */
export const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
