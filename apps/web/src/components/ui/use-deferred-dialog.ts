import { useCallback, useState } from 'react'

/**
 * Open state for a dialog whose code loads on first use (React.lazy): render it once `loaded`.
 * Once loaded it stays mounted, so closing returns focus to whatever opened it.
 */
export function useDeferredDialog() {
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const show = useCallback(() => {
    setLoaded(true)
    setOpen(true)
  }, [])
  const hide = useCallback(() => setOpen(false), [])
  return { open, loaded, show, hide }
}
