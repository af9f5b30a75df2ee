import { ACCOUNT_TEXTS, AccountNameBodySchema } from '@app/contract/account'
import { useState } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Field, Input } from '../../../components/ui/field'
import { applyApiErrors } from '../../../lib/form-errors'
import { useZodForm } from '../../../lib/use-zod-form'
import { useChangeName } from '../api/change-name'

/** The name, with Change: a small form in place, checked as the API checks it. */
export function NameForm({ name }: { name: string }) {
  const [editing, setEditing] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const change = useChangeName()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useZodForm(AccountNameBodySchema, { name })

  if (!editing) {
    return (
      <div>
        <p className="text-muted text-xs font-semibold uppercase">Name</p>
        <div className="mt-0.5 flex flex-wrap items-center gap-x-4 gap-y-1">
          <p className="text-ink text-lg font-semibold break-all" data-testid="account-name">
            {name}
          </p>
          <button
            type="button"
            className="text-brand-700 inline-flex min-h-11 items-center text-sm font-semibold underline-offset-4 hover:underline"
            onClick={() => {
              reset({ name })
              setDone(false)
              setEditing(true)
            }}
          >
            Change name
          </button>
        </div>
        {done && (
          <p role="status" className="mt-1 text-sm text-emerald-700">
            {ACCOUNT_TEXTS.nameChanged}
          </p>
        )}
      </div>
    )
  }

  const onSubmit = handleSubmit((body) => {
    setProblem(null)
    change.mutate(body, {
      onSuccess: () => {
        setEditing(false)
        setDone(true)
      },
      onError: (error) => setProblem(applyApiErrors(error, setError, ['name'])),
    })
  })

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change name" className="space-y-3">
      <Field label="Name" error={errors.name?.message} required>
        <Input autoComplete="name" autoFocus disabled={change.isPending} {...register('name')} />
      </Field>
      {problem && <Alert tone="error">{problem}</Alert>}
      <div className="flex gap-3">
        <Button type="submit" size="sm" disabled={change.isPending}>
          {change.isPending ? 'Saving…' : 'Save'}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={change.isPending}
          onClick={() => {
            setProblem(null)
            setEditing(false)
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  )
}
