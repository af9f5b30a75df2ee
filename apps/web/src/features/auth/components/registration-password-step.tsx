import { SetPasswordSchema, type RegistrationDetails } from '@app/contract/auth'
import { useState } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Checkbox } from '../../../components/ui/checkbox'
import { Field } from '../../../components/ui/field'
import { PasswordInput } from '../../../components/ui/password-input'
import { ApiError } from '../../../lib/api-client'
import { applyApiErrors } from '../../../lib/form-errors'
import { useZodForm } from '../../../lib/use-zod-form'
import { useRegister } from '../api/register'
import { TermsDialog } from './terms-dialog'

/** Step 3: password, confirmation and the terms; creates the account. */
export function RegistrationPasswordStep({
  userType,
  details,
  otp,
  onRegistered,
  onChangeDetails,
}: {
  userType: 1 | 2
  details: RegistrationDetails
  otp: string
  onRegistered: () => void
  onChangeDetails: () => void
}) {
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useZodForm(SetPasswordSchema, { password: '', c_password: '' })
  const registration = useRegister()
  const [problem, setProblem] = useState<{ message: string; restart: boolean } | null>(null)
  const [termsOpen, setTermsOpen] = useState(false)

  const agree = () => {
    setValue('agreeTerms', true, { shouldValidate: true, shouldDirty: true })
    setTermsOpen(false)
  }

  const onSubmit = handleSubmit((values) => {
    setProblem(null)
    registration.mutate(
      { ...details, ...values, verification_otp: otp, user_type: userType },
      {
        onSuccess: onRegistered,
        onError: (error) => {
          const message = applyApiErrors(error, setError, ['password', 'c_password', 'agreeTerms'])
          // Taken meanwhile, or the verified code expired: the way on is through step 1.
          const restart = error instanceof ApiError && [409, 422].includes(error.status)
          if (message) setProblem({ message, restart })
        },
      },
    )
  })

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {/* Lets a password manager save the new password against the right account. */}
        <input
          type="text"
          autoComplete="username"
          value={details.email ?? details.phone_number}
          readOnly
          hidden
        />
        <Field label="Password" error={errors.password?.message} required>
          <PasswordInput {...register('password')} autoComplete="new-password" autoFocus />
        </Field>
        <Field label="Confirm Password" error={errors.c_password?.message} required>
          <PasswordInput {...register('c_password')} autoComplete="new-password" />
        </Field>
        <Checkbox
          {...register('agreeTerms')}
          label="I agree to the Terms and Conditions and the Privacy Policy"
          error={errors.agreeTerms?.message}
          extra={
            <button
              type="button"
              onClick={() => setTermsOpen(true)}
              className="text-brand-700 text-left font-semibold underline underline-offset-2"
            >
              Read the Terms and Privacy Policy
            </button>
          }
        />
        {problem && (
          <Alert>
            {problem.message}
            {problem.restart && (
              <>
                {' '}
                <button type="button" onClick={onChangeDetails} className="font-bold underline">
                  Start again
                </button>
              </>
            )}
          </Alert>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={registration.isPending}>
          {registration.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} onAgree={agree} />
    </>
  )
}
