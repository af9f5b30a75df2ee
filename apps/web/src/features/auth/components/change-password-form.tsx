import { ChangePasswordSchema } from '@app/contract/auth'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { PasswordInput } from '../../../components/ui/password-input'
import { authStore } from '../../../lib/auth-storage'
import { applyApiErrors } from '../../../lib/form-errors'
import { useZodForm } from '../../../lib/use-zod-form'
import { useChangePassword } from '../api/change-password'
import type { LoginPageState } from './login-page-state'

const EMPTY = { old_password: '', new_password: '', c_password: '' }

/**
 * Old, new and confirm. On success (spec 000 section 4) the form resets, the session ends (the
 * server revoked every session) and the user goes to /login to sign in with the new password.
 */
export function ChangePasswordForm() {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useZodForm(ChangePasswordSchema, EMPTY)
  const change = useChangePassword()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [problem, setProblem] = useState<string | null>(null)

  const onSubmit = handleSubmit((values) => {
    setProblem(null)
    change.mutate(values, {
      onSuccess: async () => {
        reset(EMPTY)
        const state: LoginPageState = { notice: 'passwordChanged' }
        // Leave before clearing: this page would otherwise show its 'Login Required' popup.
        await navigate('/login', { replace: true, state })
        authStore.dropToken()
        queryClient.clear()
      },
      onError: (error) =>
        setProblem(applyApiErrors(error, setError, ['old_password', 'new_password', 'c_password'])),
    })
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Field label="Old Password" error={errors.old_password?.message} required>
        <PasswordInput {...register('old_password')} autoComplete="current-password" />
      </Field>
      <Field
        label="New Password"
        error={errors.new_password?.message}
        hint="At least 6 characters"
        required
      >
        <PasswordInput {...register('new_password')} autoComplete="new-password" />
      </Field>
      <Field label="Confirm Password" error={errors.c_password?.message} required>
        <PasswordInput {...register('c_password')} autoComplete="new-password" />
      </Field>
      {problem && <Alert>{problem}</Alert>}
      <Button type="submit" size="lg" className="w-full" disabled={change.isPending}>
        {change.isPending ? 'Changing password...' : 'Change Password'}
      </Button>
    </form>
  )
}
