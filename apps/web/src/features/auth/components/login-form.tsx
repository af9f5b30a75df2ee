import { AUTH_SUCCESS, LoginSchema } from '@app/contract/auth'
import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Field, Input } from '../../../components/ui/field'
import { PasswordInput } from '../../../components/ui/password-input'
import { authStore } from '../../../lib/auth-storage'
import { applyApiErrors } from '../../../lib/form-errors'
import { useZodForm } from '../../../lib/use-zod-form'
import { useLogin } from '../api/login'
import { ForgotPasswordDialog } from './forgot-password-dialog'
import type { LoginPageState } from './login-page-state'

/** Only a path on this site, and never back to the login page itself. */
function safeRedirect(path: string | null): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/login'))
    return '/'
  return path
}

/** 'Email or Phone' and password; then the remembered page (spec: redirectAfterLogin) or /. */
export function LoginForm() {
  const navigate = useNavigate()
  const location = useLocation()
  const state = location.state as LoginPageState | null
  const notice = state?.notice ? AUTH_SUCCESS[state.notice] : null
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useZodForm(LoginSchema, { email_or_phone: state?.emailOrPhone ?? '', password: '' })
  const login = useLogin()
  const [problem, setProblem] = useState<string | null>(null)
  const [forgot, setForgot] = useState({ open: false, key: 0 })

  const onSubmit = handleSubmit((values) => {
    setProblem(null)
    login.mutate(values, {
      onSuccess: () => navigate(safeRedirect(authStore.takeRedirect()), { replace: true }),
      onError: (error) =>
        setProblem(applyApiErrors(error, setError, ['email_or_phone', 'password'])),
    })
  })

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {notice && !problem && <Alert tone="success">{notice}</Alert>}
        <Field label="Email or Phone" error={errors.email_or_phone?.message} required>
          <Input
            {...register('email_or_phone')}
            autoComplete="username"
            placeholder="you@example.com or 9876543210"
          />
        </Field>
        <div className="space-y-2">
          <Field label="Password" error={errors.password?.message} required>
            <PasswordInput {...register('password')} autoComplete="current-password" />
          </Field>
          <div className="text-right">
            <button
              type="button"
              onClick={() => setForgot((f) => ({ open: true, key: f.key + 1 }))}
              className="text-brand-700 inline-flex min-h-11 items-center text-sm font-semibold underline-offset-2 hover:underline"
            >
              Forgot password?
            </button>
          </div>
        </div>
        {problem && <Alert>{problem}</Alert>}
        <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
          {login.isPending ? 'Logging in...' : 'Login'}
        </Button>
      </form>
      <ForgotPasswordDialog
        key={forgot.key}
        open={forgot.open}
        onClose={() => setForgot((f) => ({ ...f, open: false }))}
        onReset={(email) => setValue('email_or_phone', email)}
      />
    </>
  )
}
