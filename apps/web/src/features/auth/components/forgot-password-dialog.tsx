import { OTP_LENGTH } from '@app/contract/limits'
import { ForgotPasswordSchema, ResetPasswordSchema } from '@app/contract/auth'
import { FORGOT_PASSWORD_CLOSE_MS } from '@app/contract/constants'
import { useEffect, useEffectEvent, useState } from 'react'
import { Alert, type AlertTone } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { Field, Input } from '../../../components/ui/field'
import { OtpInput } from '../../../components/ui/otp-input'
import { PasswordInput } from '../../../components/ui/password-input'
import { applyApiErrors, errorMessage } from '../../../lib/form-errors'
import { useZodForm } from '../../../lib/use-zod-form'
import { useForgotPassword } from '../api/forgot-password'
import { useResetPassword } from '../api/reset-password'

interface Notice {
  tone: AlertTone
  message: string
}

function EmailStep({ onSent }: { onSent: (email: string, message: string) => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(ForgotPasswordSchema, { email: '' })
  const forgot = useForgotPassword()
  const [problem, setProblem] = useState<string | null>(null)

  const onSubmit = handleSubmit(({ email }) => {
    setProblem(null)
    forgot.mutate(
      { email },
      {
        onSuccess: (answer) => onSent(email, answer.message),
        onError: (error) => setProblem(applyApiErrors(error, setError, ['email'])),
      },
    )
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p>Enter your account’s e-mail. We will send you a code to set a new password.</p>
      <Field label="Email" error={errors.email?.message} required>
        <Input {...register('email')} type="email" autoComplete="email" autoFocus />
      </Field>
      {problem && <Alert>{problem}</Alert>}
      <Button type="submit" className="w-full" disabled={forgot.isPending}>
        {forgot.isPending ? 'Sending OTP...' : 'Send OTP'}
      </Button>
    </form>
  )
}

function ResetStep({
  email,
  sentMessage,
  onReply,
}: {
  email: string
  sentMessage: string
  /** The reset call answered: show this and close shortly. */
  onReply: (notice: Notice, ok: boolean) => void
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(ResetPasswordSchema, { email, otp: '', password: '', c_password: '' })
  const reset = useResetPassword()

  const onSubmit = handleSubmit((values) => {
    reset.mutate(values, {
      onSuccess: (answer) => onReply({ tone: 'success', message: answer.message }, true),
      onError: (error) => onReply({ tone: 'error', message: errorMessage(error) }, false),
    })
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {sentMessage && <Alert tone="success">{sentMessage}</Alert>}
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <Field label="OTP" error={errors.otp?.message} hint={`Sent to ${email}`} required>
        <OtpInput {...register('otp')} length={OTP_LENGTH} autoFocus />
      </Field>
      <Field label="New Password" error={errors.password?.message} required>
        <PasswordInput {...register('password')} autoComplete="new-password" />
      </Field>
      <Field label="Confirm Password" error={errors.c_password?.message} required>
        <PasswordInput {...register('c_password')} autoComplete="new-password" />
      </Field>
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? 'Resetting...' : 'Reset Password'}
      </Button>
    </form>
  )
}

/**
 * Forgot password (spec 000 section 4): step 1 e-mail, step 2 OTP plus the new password; the
 * modal shows the reset call's answer and closes 2 s after it. Mount it afresh for each use.
 */
export function ForgotPasswordDialog({
  open,
  onClose,
  onReset,
}: {
  open: boolean
  onClose: () => void
  /** The password was reset for this e-mail. */
  onReset: (email: string) => void
}) {
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null)
  const [reply, setReply] = useState<Notice | null>(null)
  const close = useEffectEvent(onClose)

  useEffect(() => {
    if (!reply) return
    const timer = window.setTimeout(() => close(), FORGOT_PASSWORD_CLOSE_MS)
    return () => window.clearTimeout(timer)
  }, [reply])

  return (
    <Dialog open={open} onClose={onClose} title="Forgot password">
      {reply ? (
        <Alert tone={reply.tone}>{reply.message}</Alert>
      ) : sent ? (
        <ResetStep
          email={sent.email}
          sentMessage={sent.message}
          onReply={(notice, ok) => {
            setReply(notice)
            if (ok) onReset(sent.email)
          }}
        />
      ) : (
        <EmailStep onSent={(email, message) => setSent({ email, message })} />
      )}
    </Dialog>
  )
}
