import { useEffect, type RefObject } from 'react'
import { useBlocker } from 'react-router'
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog'

/**
 * Spec 001 section 4: leaving with unsaved work while a property exists (and before step 4)
 * asks first: the browser's own prompt on reload or closing the tab, and a confirm dialog on a
 * move inside the app. `allowLeave` lets the wizard's own moves (Skip, Finish) through.
 */
export function LeaveGuard({
  active,
  allowLeave,
}: {
  active: boolean
  allowLeave: RefObject<boolean>
}) {
  useEffect(() => {
    if (!active) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [active])

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active &&
      !allowLeave.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  )
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave this page?"
      confirmLabel="Leave"
      variant="danger"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      Your property is not finished yet. What you have saved stays as a draft that you can continue
      from My Properties; changes on this step that you have not saved will be lost.
    </ConfirmDialog>
  )
}
