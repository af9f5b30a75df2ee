import { registrationDetailsSchema, USER_TYPE, type RegistrationDetails } from '@app/contract/auth'
import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Field, Input } from '../../../components/ui/field'
import { PhoneField } from '../../../components/ui/phone-field'
import { ApiError } from '../../../lib/api-client'
import { applyApiErrors } from '../../../lib/form-errors'
import { useZodForm } from '../../../lib/use-zod-form'
import { useSendOtp } from '../api/send-otp'

const FIELDS = ['first_name', 'email', 'phone_number'] as const

/** Step 1: name, e-mail and phone; sends the OTP. */
export function RegistrationDetailsStep({
  userType,
  initial,
  onSent,
}: {
  userType: 1 | 2
  initial: RegistrationDetails | null
  onSent: (details: RegistrationDetails, message: string) => void
}) {
  const owner = userType === USER_TYPE.owner
  const schema = useMemo(() => registrationDetailsSchema(userType), [userType])
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(schema, {
    first_name: initial?.first_name ?? '',
    email: initial?.email ?? '',
    phone_number: initial?.phone_number ?? '',
  })
  const sendOtp = useSendOtp()
  const [problem, setProblem] = useState<{ message: string; taken: boolean } | null>(null)

  const onSubmit = handleSubmit((details) => {
    setProblem(null)
    sendOtp.mutate(
      { ...details, user_type: userType },
      {
        onSuccess: (answer) => onSent(details, answer.message),
        onError: (error) => {
          const message = applyApiErrors(error, setError, FIELDS)
          const taken = error instanceof ApiError && error.status === 409
          if (message) setProblem({ message, taken })
        },
      },
    )
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Field label={owner ? 'Name' : 'First Name'} error={errors.first_name?.message} required>
        <Input
          {...register('first_name')}
          autoComplete={owner ? 'name' : 'given-name'}
          placeholder={owner ? 'Your name or company name' : 'Your first name'}
        />
      </Field>
      {/* Marked required on both forms, as the spec's labels are; the owner schema still lets
          an owner leave it empty (spec 000 section 5). */}
      <Field
        label="Email"
        error={errors.email?.message}
        required
        hint={owner ? 'We send your OTP and receipts here.' : undefined}
      >
        <Input
          {...register('email')}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
        />
      </Field>
      <PhoneField
        {...register('phone_number')}
        error={errors.phone_number?.message}
        hint="10 digits, without +91"
        required
      />
      {problem && (
        <Alert>
          {problem.message}
          {problem.taken && (
            <>
              {' '}
              <Link to="/login" className="font-bold underline">
                Go to Login
              </Link>
            </>
          )}
        </Alert>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={sendOtp.isPending}>
        {sendOtp.isPending ? 'Sending OTP...' : 'Send OTP'}
      </Button>
    </form>
  )
}
