import { OTP_LENGTH } from '@app/contract/limits'
import { VerifyOtpSchema, type RegistrationDetails } from '@app/contract/auth'
import { useState } from 'react'
import { Alert, type AlertTone } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { OtpInput } from '../../../components/ui/otp-input'
import { applyApiErrors, errorMessage } from '../../../lib/form-errors'
import { useZodForm } from '../../../lib/use-zod-form'
import { useSendOtp } from '../api/send-otp'
import { useVerifyOtp } from '../api/verify-otp'
import { OutboxHint } from './outbox-hint'

const OtpFormSchema = VerifyOtpSchema.pick({ verification_otp: true })

/** Step 2: the code sent in step 1; can resend it or go back and change the details. */
export function RegistrationOtpStep({
  userType,
  details,
  sentMessage,
  onVerified,
  onChangeDetails,
}: {
  userType: 1 | 2
  details: RegistrationDetails
  sentMessage: string
  onVerified: (otp: string) => void
  onChangeDetails: () => void
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm(OtpFormSchema, { verification_otp: '' })
  const verify = useVerifyOtp()
  const resend = useSendOtp()
  const [notice, setNotice] = useState<{ tone: AlertTone; message: string } | null>(
    sentMessage ? { tone: 'success', message: sentMessage } : null,
  )
  const busy = verify.isPending || resend.isPending

  const onSubmit = handleSubmit(({ verification_otp }) => {
    setNotice(null)
    verify.mutate(
      { email: details.email, phone_number: details.phone_number, verification_otp },
      {
        onSuccess: () => onVerified(verification_otp),
        onError: (error) => {
          const message = applyApiErrors(error, setError, ['verification_otp'])
          if (message) setNotice({ tone: 'error', message })
        },
      },
    )
  })

  const onResend = () => {
    setNotice(null)
    resend.mutate(
      { ...details, user_type: userType },
      {
        onSuccess: (answer) => setNotice({ tone: 'success', message: answer.message }),
        onError: (error) => setNotice({ tone: 'error', message: errorMessage(error) }),
      },
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {notice && <Alert tone={notice.tone}>{notice.message}</Alert>}
      <Field
        label="OTP"
        error={errors.verification_otp?.message}
        hint={`${OTP_LENGTH} digits, sent to ${details.email ?? details.phone_number}`}
        required
      >
        <OtpInput {...register('verification_otp')} length={OTP_LENGTH} autoFocus />
      </Field>
      <OutboxHint />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {verify.isPending ? 'Verifying...' : 'Verify OTP'}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={onChangeDetails} disabled={busy}>
          Change details
        </Button>
        <Button variant="ghost" size="sm" onClick={onResend} disabled={busy}>
          {resend.isPending ? 'Sending...' : 'Resend OTP'}
        </Button>
      </div>
    </form>
  )
}
