import { REASON_MAX_LENGTH } from '@app/contract/limits'
import { formatCount, formatSigned } from '@app/contract/numbers'
import type { AdminUser } from '@app/contract/admin'
import { ADMIN_SETTABLE_USER_TYPES, ADMIN_TEXTS } from '@app/contract/admin-texts'
import { CreditAdjustmentBodySchema } from '@app/contract/admin'
import { useState } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { Dialog } from '../../../components/ui/dialog'
import { Field, Input, Select, Textarea } from '../../../components/ui/field'
import { useToast } from '../../../components/ui/toast'
import { ApiError } from '../../../lib/api-client'
import { applyApiErrors, errorMessage } from '../../../lib/form-errors'
import { useZodForm } from '../../../lib/use-zod-form'
import { ADMIN_UI } from '../admin-ui'
import { useAdjustCredits } from '../api/adjust-credits'
import { useBlockUser } from '../api/block-user'
import { useSetUserType } from '../api/set-user-type'
import { userTypeLabel } from './badges'
import { FormActions } from './form-actions'
import { ReasonDialog } from './reason-dialog'

/** Block with a reason (every session ends at once), or unblock after a confirmation. */
export function BlockControl({ user, disabled }: { user: AdminUser; disabled?: boolean }) {
  const [open, setOpen] = useState(false)
  const block = useBlockUser()
  const toast = useToast()
  const close = () => {
    setOpen(false)
    block.reset()
  }

  if (user.blocked)
    return (
      <>
        <Button variant="outline" size="sm" disabled={disabled} onClick={() => setOpen(true)}>
          Unblock
        </Button>
        <ConfirmDialog
          open={open}
          title={`Unblock ${user.name}?`}
          confirmLabel="Unblock"
          pendingLabel="Unblocking…"
          pending={block.isPending}
          error={block.isError ? errorMessage(block.error, ADMIN_UI.actionFailed) : null}
          onConfirm={() =>
            block.mutate(
              { id: user.id, blocked: false },
              {
                onSuccess: (r) => {
                  setOpen(false)
                  toast.success(r?.message || ADMIN_UI.unblocked)
                },
              },
            )
          }
          onCancel={close}
        >
          They can log in again and use the account as before.
        </ConfirmDialog>
      </>
    )

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="text-red-700 hover:bg-red-50"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        Block
      </Button>
      <ReasonDialog
        open={open}
        title={`Block ${user.name}?`}
        intro={`Every session of this account ends at once, and logging in answers “${ADMIN_TEXTS.accountBlocked}”. Their listings and credits stay as they are.`}
        confirmLabel="Block account"
        pendingLabel="Blocking…"
        pending={block.isPending}
        onSubmit={(reason) =>
          block.mutateAsync({ id: user.id, blocked: true, reason }).then((r) => {
            setOpen(false)
            toast.success(r?.message || ADMIN_UI.blocked)
          })
        }
        onClose={() => setOpen(false)}
      />
    </>
  )
}

const TYPE_OPTIONS = ADMIN_SETTABLE_USER_TYPES.map((t) => ({ value: t, label: userTypeLabel(t) }))

/** Seeker, owner or admin, chosen in a dialog and confirmed there. */
export function UserTypeControl({ user, disabled }: { user: AdminUser; disabled?: boolean }) {
  const [open, setOpen] = useState(false)
  const [type, setType] = useState(user.user_type)
  const change = useSetUserType()
  const toast = useToast()
  const close = () => {
    setOpen(false)
    change.reset()
  }
  const start = () => {
    setType(user.user_type)
    setOpen(true)
  }
  return (
    <>
      <Button variant="outline" size="sm" disabled={disabled} onClick={start}>
        Change type
      </Button>
      <Dialog open={open} onClose={() => !change.isPending && close()} title="Change user type">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            change.mutate(
              { id: user.id, user_type: type },
              {
                onSuccess: (r) => {
                  setOpen(false)
                  toast.success(r?.message || ADMIN_UI.typeChanged)
                },
              },
            )
          }}
        >
          <p>
            {user.name} is now a{' '}
            <strong className="text-ink">{userTypeLabel(user.user_type)}</strong>. An owner can list
            properties; an admin can do everything in this console.
          </p>
          <Field label="New type" className="mt-4">
            <Select
              value={type}
              options={TYPE_OPTIONS}
              onChange={(e) => setType(Number(e.target.value))}
            />
          </Field>
          {change.isError && (
            <Alert className="mt-4">{errorMessage(change.error, ADMIN_UI.actionFailed)}</Alert>
          )}
          <FormActions
            confirmLabel={`Make ${userTypeLabel(type).toLowerCase()}`}
            pendingLabel="Changing…"
            pending={change.isPending}
            disabled={type === user.user_type}
            onCancel={close}
          />
        </form>
      </Dialog>
    </>
  )
}

/** Adds or takes credits through the ledger, with a reason; never below zero (the server says). */
export function CreditControl({ user, disabled }: { user: AdminUser; disabled?: boolean }) {
  const [open, setOpen] = useState(false)
  const adjust = useAdjustCredits()
  return (
    <>
      <Button size="sm" disabled={disabled} onClick={() => setOpen(true)}>
        Adjust credits
      </Button>
      <Dialog
        open={open}
        onClose={() => !adjust.isPending && setOpen(false)}
        title="Adjust credits"
      >
        <CreditForm user={user} adjust={adjust} onDone={() => setOpen(false)} />
      </Dialog>
    </>
  )
}

function CreditForm({
  user,
  adjust,
  onDone,
}: {
  user: AdminUser
  adjust: ReturnType<typeof useAdjustCredits>
  onDone: () => void
}) {
  const toast = useToast()
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useZodForm(CreditAdjustmentBodySchema, { credits: '', reason: '' })
  const [problem, setProblem] = useState<string | null>(null)
  const typed = String(watch('credits') ?? '').trim()
  const change = /^-?\d{1,12}$/.test(typed) ? Number(typed) : null
  const after = change === null ? null : user.credits + change
  const reasonLength = String(watch('reason') ?? '').length

  const submit = handleSubmit(async (body) => {
    setProblem(null)
    try {
      const { credits } = await adjust.mutateAsync({ id: user.id, ...body })
      onDone()
      toast.success(ADMIN_UI.creditsAdjusted(credits))
    } catch (error) {
      // Below zero is about the number typed: it belongs under that field.
      if (error instanceof ApiError && error.status === 409)
        setError('credits', { type: 'server', message: error.message }, { shouldFocus: true })
      else setProblem(applyApiErrors(error, setError, ['credits', 'reason']))
    }
  })

  return (
    <form onSubmit={submit} noValidate>
      <p>
        {user.name} has <strong className="text-ink">{formatCount(user.credits)}</strong> credits.
        The change is written to their credit history and to the audit log.
      </p>
      <Field
        label="Credits to add or take"
        required
        error={errors.credits?.message}
        hint="A whole number: 50 adds, -50 takes away."
        className="mt-4"
      >
        <Input
          inputMode="text"
          autoComplete="off"
          placeholder="e.g. 50 or -50"
          {...register('credits')}
        />
      </Field>
      {after !== null && change !== 0 && (
        <p
          className={`mt-2 text-sm font-medium ${after < 0 ? 'text-red-700' : 'text-emerald-800'}`}
          aria-live="polite"
        >
          {formatSigned(change ?? 0)} → balance {formatCount(after)}
        </p>
      )}
      <Field
        label="Reason"
        required
        error={errors.reason?.message}
        hint={`${reasonLength}/${REASON_MAX_LENGTH} characters`}
        className="mt-4"
      >
        <Textarea rows={3} maxLength={REASON_MAX_LENGTH} {...register('reason')} />
      </Field>
      {problem && <Alert className="mt-4">{problem}</Alert>}
      <FormActions
        confirmLabel="Adjust credits"
        pendingLabel="Saving…"
        pending={adjust.isPending}
        onCancel={onDone}
      />
    </form>
  )
}
