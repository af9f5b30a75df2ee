import type { AdminProperty } from '@app/contract/admin'
import { useState } from 'react'
import { Button, ButtonLink } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { useToast } from '../../../components/ui/toast'
import { errorMessage } from '../../../lib/form-errors'
import { propertyPath } from '../../../lib/paths'
import { ADMIN_UI } from '../admin-ui'
import { useHideProperty } from '../api/hide-property'
import { useUnhideProperty } from '../api/unhide-property'
import { useVerifyProperty } from '../api/verify-property'
import { InBody } from './in-body'
import { ReasonDialog } from './reason-dialog'

/**
 * What a moderator does with one listing: open it (the owner-style editable view), hide it with a
 * reason or bring it back, and mark its specs verified.
 */
export function PropertyActions({ property, name }: { property: AdminProperty; name: string }) {
  return (
    <div className="flex items-center justify-end gap-1.5 lg:justify-start">
      <ButtonLink
        to={propertyPath(property.id)}
        size="sm"
        variant="outline"
        aria-label={`Open ${name}`}
      >
        Open
      </ButtonLink>
      {property.status === 'hidden' ? (
        <UnhideButton id={property.id} name={name} />
      ) : (
        <HideButton id={property.id} name={name} />
      )}
    </div>
  )
}

export function HideButton({ id, name }: { id: number; name: string }) {
  const [open, setOpen] = useState(false)
  const hide = useHideProperty()
  const toast = useToast()
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        className="text-red-700 hover:bg-red-50"
        aria-label={`Hide ${name}`}
        onClick={() => setOpen(true)}
      >
        Hide
      </Button>
      <InBody>
        <ReasonDialog
          open={open}
          title={`Hide “${name}”?`}
          intro="It leaves the public listing and its detail page at once, also for seekers who unlocked it. Its owner sees your reason on it; unhiding brings everything back."
          hint="The owner reads this."
          confirmLabel="Hide listing"
          pendingLabel="Hiding…"
          pending={hide.isPending}
          onSubmit={(reason) =>
            hide.mutateAsync({ id, reason }).then((r) => {
              setOpen(false)
              toast.success(r?.message || ADMIN_UI.hidden)
            })
          }
          onClose={() => setOpen(false)}
        />
      </InBody>
    </>
  )
}

export function UnhideButton({ id, name }: { id: number; name: string }) {
  const [open, setOpen] = useState(false)
  const unhide = useUnhideProperty()
  const toast = useToast()
  const close = () => {
    setOpen(false)
    unhide.reset()
  }
  return (
    <>
      <Button size="sm" variant="ghost" aria-label={`Unhide ${name}`} onClick={() => setOpen(true)}>
        Unhide
      </Button>
      <InBody>
        <ConfirmDialog
          open={open}
          title={`Unhide “${name}”?`}
          confirmLabel="Unhide listing"
          pendingLabel="Unhiding…"
          pending={unhide.isPending}
          error={unhide.isError ? errorMessage(unhide.error, ADMIN_UI.actionFailed) : null}
          onConfirm={() =>
            unhide.mutate(id, {
              onSuccess: (r) => {
                setOpen(false)
                toast.success(r?.message || ADMIN_UI.unhidden)
              },
            })
          }
          onCancel={close}
        >
          It goes back to where it was (on the market if it was published, open again to those who
          unlocked it), and its owner no longer sees the moderators’ reason.
        </ConfirmDialog>
      </InBody>
    </>
  )
}

/**
 * The "specs verified" badge as a switch (a constant label, the state is the switch's): the state
 * shown is the server's, or where it is going while the call runs.
 */
export function VerifySwitch({
  id,
  name,
  verified,
}: {
  id: number
  name: string
  verified: boolean
}) {
  const verify = useVerifyProperty()
  const toast = useToast()
  const pending = verify.isPending
  // While the call runs the switch shows where it is going.
  const on = pending && verify.variables ? verify.variables.verified : verified
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={`Specs verified for ${name}`}
      disabled={pending}
      onClick={() =>
        verify.mutate(
          { id, verified: !verified },
          {
            onSuccess: (r) =>
              toast.success(
                r?.message ||
                  ((r?.data?.verified ?? !verified) ? ADMIN_UI.verified : ADMIN_UI.unverified),
              ),
            onError: (error) => toast.error(errorMessage(error, ADMIN_UI.actionFailed)),
          },
        )
      }
      className="group inline-flex min-h-11 items-center gap-2 text-sm font-medium disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-5 w-9 shrink-0 rounded-full transition-colors ${on ? 'bg-emerald-600' : 'bg-slate-300'}`}
      >
        <span
          className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-4.5' : 'translate-x-0.5'}`}
        />
      </span>
      <span className={`text-xs whitespace-nowrap ${on ? 'text-emerald-800' : 'text-muted'}`}>
        Specs verified
      </span>
    </button>
  )
}
