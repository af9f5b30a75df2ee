import { AUTH_MESSAGES, AUTH_SUCCESS } from '@app/contract/auth-texts'
import { useState } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { useToast } from '../../../components/ui/toast'
import { authStore } from '../../../lib/auth-storage'
import { errorMessage } from '../../../lib/form-errors'
import { isId } from '../../../lib/ids'
import { useUpgradeUserType } from '../api/upgrade-user-type'

/**
 * 'Upgrade to Property Owner' (spec 000 section 4): a seeker confirms, the server makes the
 * account an owner's, the stored user becomes type 2, and the caller moves on (onUpgraded).
 */
export function UpgradeDialog({
  open,
  onClose,
  onUpgraded,
}: {
  open: boolean
  onClose: () => void
  onUpgraded: () => void
}) {
  const upgrade = useUpgradeUserType()
  const toast = useToast()
  const [problem, setProblem] = useState<string | null>(null)
  const pending = upgrade.isPending

  const cancel = () => {
    if (pending) return
    setProblem(null)
    upgrade.reset()
    onClose()
  }

  const confirm = () => {
    const { token, user } = authStore.get()
    // Spec 000 section 5: refused, without a call, when there is no token or stored user id.
    if (!token || !user || !isId(user.id)) {
      setProblem(AUTH_MESSAGES.notAuthenticated)
      return
    }
    setProblem(null)
    upgrade.mutate(undefined, {
      onSuccess: (answer) => {
        toast.success(answer.message ?? AUTH_SUCCESS.upgraded)
        onUpgraded()
      },
      onError: (error) => setProblem(errorMessage(error)),
    })
  }

  return (
    <Dialog
      open={open}
      onClose={cancel}
      dismissible={!pending}
      title={AUTH_MESSAGES.upgradeTitle}
      footer={
        <>
          <Button variant="outline" onClick={cancel} disabled={pending}>
            {AUTH_MESSAGES.upgradeCancel}
          </Button>
          <Button variant="accent" onClick={confirm} disabled={pending}>
            {pending ? AUTH_MESSAGES.upgrading : AUTH_MESSAGES.upgradeConfirm}
          </Button>
        </>
      }
    >
      <p>{AUTH_MESSAGES.upgradeBody}</p>
      {problem && <Alert className="mt-4">{problem}</Alert>}
    </Dialog>
  )
}
