import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

/** The code of lazy parts being loaded right now (a page drawn by the server waits for them). */
const loading = new Set<Promise<unknown>>()

/**
 * React's `lazy` for a part that a page drawn by the server may contain (the owner's view of a
 * listing): its import is remembered while it loads, so the server can wait for it and draw the
 * page again (`partsLoading`), as it waits for the page's data. A plain `lazy` suspends
 * renderToString, which then leaves the boundary to the browser: the first such page after a
 * start would hydrate with React error 419 and be drawn twice.
 */
// The same bound as React's own `lazy`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return lazy(() => {
    const part = load()
    loading.add(part)
    const done = () => loading.delete(part)
    part.then(done, done)
    return part
  })
}

/** Settles when every lazy part asked for so far has loaded (or failed); false when none was. */
export async function partsLoading(): Promise<boolean> {
  if (loading.size === 0) return false
  await Promise.allSettled([...loading])
  return true
}
