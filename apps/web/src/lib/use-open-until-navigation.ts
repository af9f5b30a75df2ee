import { useCallback, useState } from 'react'
import { useLocation, type Location } from 'react-router'

/**
 * Open/closed state for a menu, panel or dropdown that belongs to the page it was opened on:
 * every navigation closes it (issue 25). It remembers the location object it was opened at,
 * not the path: React Router gives every navigation a new one, so a link to the page already
 * shown (the logo on the home page) closes it too, and coming back to the path it was opened on
 * (register -> login -> register) does not open it again, as a path-keyed state did.
 */
export function useOpenUntilNavigation(): [open: boolean, setOpen: (open: boolean) => void] {
  const location = useLocation()
  const [openedAt, setOpenedAt] = useState<Location | null>(null)
  const setOpen = useCallback((open: boolean) => setOpenedAt(open ? location : null), [location])
  return [openedAt === location, setOpen]
}
