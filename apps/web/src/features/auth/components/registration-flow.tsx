import type { RegistrationDetails } from '@app/contract/auth'
import { AUTH_MESSAGES } from '@app/contract/auth-texts'
import { NOTICE_SHORT_MS } from '@app/contract/constants'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button'
import { Stepper } from '../../../components/ui/stepper'
import { TimedNotice } from '../../../components/ui/timed-notice'
import type { LoginPageState } from './login-page-state'
import { RegistrationDetailsStep } from './registration-details-step'
import { RegistrationOtpStep } from './registration-otp-step'
import { RegistrationPasswordStep } from './registration-password-step'

const STEPS = ['Your details', 'Verify OTP', 'Set password'] as const

const INTRO = [
  'We send a one-time code (OTP) to confirm your e-mail or phone.',
  'Enter the 6-digit code we sent you.',
  'Choose a password of at least 6 characters and accept the terms.',
]

/**
 * The three registration steps (spec 000 section 4): details -> OTP -> password and terms,
 * then the 'Registration Successful' popup for 3 s and /login. Seekers: user_type 1 (/register);
 * owners: user_type 2 (/agent-reg).
 */
export function RegistrationFlow({ userType }: { userType: 1 | 2 }) {
  const navigate = useNavigate()
  const [step, setStep] = useState(0)
  const [details, setDetails] = useState<RegistrationDetails | null>(null)
  const [sentMessage, setSentMessage] = useState('')
  const [otp, setOtp] = useState('')
  const [registered, setRegistered] = useState(false)

  const goToLogin = () => {
    const state: LoginPageState = { emailOrPhone: details?.email ?? details?.phone_number }
    navigate('/login', { state })
  }
  const changeDetails = () => {
    setOtp('')
    setStep(0)
  }

  return (
    <>
      <Stepper steps={STEPS} current={step} label="Registration steps" />
      <h2 className="mt-8 text-2xl">{STEPS[step]}</h2>
      <p className="text-muted mt-1 mb-6 text-sm">{INTRO[step]}</p>
      {step === 0 && (
        <RegistrationDetailsStep
          userType={userType}
          initial={details}
          onSent={(next, message) => {
            setDetails(next)
            setSentMessage(message)
            setStep(1)
          }}
        />
      )}
      {step === 1 && details && (
        <RegistrationOtpStep
          userType={userType}
          details={details}
          sentMessage={sentMessage}
          onVerified={(code) => {
            setOtp(code)
            setStep(2)
          }}
          onChangeDetails={changeDetails}
        />
      )}
      {step === 2 && details && (
        <RegistrationPasswordStep
          userType={userType}
          details={details}
          otp={otp}
          onRegistered={() => setRegistered(true)}
          onChangeDetails={changeDetails}
        />
      )}
      <TimedNotice
        open={registered}
        tone="success"
        title={AUTH_MESSAGES.registrationTitle}
        message={AUTH_MESSAGES.registrationBody}
        durationMs={NOTICE_SHORT_MS}
        onDone={goToLogin}
        actions={<Button onClick={goToLogin}>Go to Login</Button>}
      />
    </>
  )
}
