import { OWNER_TEXTS, type ListingStatus } from '@app/contract/owner-texts'
import { useState } from 'react'
import { Button, type ButtonSize } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { useToast } from '../../../components/ui/toast'
import { errorMessage } from '../../../lib/form-errors'
import { useDeleteProperty } from '../api/delete-property'
import { useSetPropertyStatus, type SetStatusInput } from '../api/set-property-status'
import { isComplete } from '../completion'
import { MANAGE_UI } from '../manage-texts'

type Action =
  | { kind: 'status'; to: SetStatusInput['status']; label: string; title: string; body: string }
  | { kind: 'delete'; label: string; title: string; body: string }

/**
 * What an owner may do with a listing's place on the market: a finished listing on the market
 * can be marked as let / sold, a let one relisted, an unfinished draft deleted. A listing an
 * admin hid has none of these (the hide outranks its owner).
 */
function actionFor(level: number, status: ListingStatus): Action | null {
  if (!isComplete(level))
    return {
      kind: 'delete',
      label: OWNER_TEXTS.deleteDraft,
      title: MANAGE_UI.deleteDraftTitle,
      body: MANAGE_UI.deleteDraftBody,
    }
  if (status === 'published')
    return {
      kind: 'status',
      to: 'let',
      label: OWNER_TEXTS.markLet,
      title: MANAGE_UI.markLetTitle,
      body: MANAGE_UI.markLetBody,
    }
  if (status === 'let')
    return {
      kind: 'status',
      to: 'published',
      label: OWNER_TEXTS.relist,
      title: MANAGE_UI.relistTitle,
      body: MANAGE_UI.relistBody,
    }
  return null
}

/** The listing's market action behind a confirmation; nothing when none applies. */
export function ListingStatusAction({
  propertyId,
  level,
  status,
  size = 'sm',
  className,
  onDeleted,
}: {
  propertyId: number
  level: number
  status: ListingStatus
  size?: ButtonSize
  className?: string
  /** After a draft is deleted (the owner view leaves the page). */
  onDeleted?: () => void
}) {
  const [open, setOpen] = useState(false)
  const setStatus = useSetPropertyStatus()
  const remove = useDeleteProperty()
  const toast = useToast()
  const action = actionFor(level, status)
  if (!action) return null

  const mutation = action.kind === 'delete' ? remove : setStatus
  const close = () => {
    setOpen(false)
    mutation.reset()
  }
  const confirm = () => {
    if (action.kind === 'delete')
      remove.mutate(propertyId, {
        onSuccess: (r) => {
          setOpen(false)
          toast.success(r?.message || MANAGE_UI.draftDeleted)
          onDeleted?.()
        },
      })
    else
      setStatus.mutate(
        { property_id: propertyId, status: action.to },
        {
          onSuccess: (r) => {
            setOpen(false)
            toast.success(r?.message || MANAGE_UI.statusChanged)
          },
        },
      )
  }

  return (
    <>
      <Button
        variant={action.kind === 'delete' ? 'ghost' : 'outline'}
        size={size}
        className={
          action.kind === 'delete' ? `text-red-700 hover:bg-red-50 ${className ?? ''}` : className
        }
        onClick={() => setOpen(true)}
      >
        {action.label}
      </Button>
      <ConfirmDialog
        open={open}
        title={action.title}
        confirmLabel={action.label}
        variant={action.kind === 'delete' ? 'danger' : 'primary'}
        pending={mutation.isPending}
        error={mutation.isError ? errorMessage(mutation.error, MANAGE_UI.actionFailed) : null}
        onConfirm={confirm}
        onCancel={close}
      >
        {action.body}
      </ConfirmDialog>
    </>
  )
}
