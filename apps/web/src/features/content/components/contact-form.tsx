import {
  CONTACT_TEXTS,
  ContactSchema,
  type Contact,
  INDIA_STATE_NAMES,
} from '@app/contract/content'
import { NOTICE_LONG_MS } from '@app/contract/constants'
import {
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_LENGTH,
  PROPERTY_LOCATION_MAX_LENGTH,
} from '@app/contract/limits'
import { useRef, useState } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { Field, Input, Select, Textarea } from '../../../components/ui/field'
import { TimedNotice } from '../../../components/ui/timed-notice'
import { useToast } from '../../../components/ui/toast'
import { PhoneField } from '../../../components/ui/phone-field'
import { applyApiErrors } from '../../../lib/form-errors'
import { useZodForm } from '../../../lib/use-zod-form'
import { useSendContact } from '../api/send-contact'

const EMPTY = {
  user_name: '',
  user_email: '',
  user_phone: '',
  property_location: '',
  state: '',
  message: '',
}
const FIELDS = Object.keys(EMPTY) as (keyof typeof EMPTY)[]
const STATE_OPTIONS = INDIA_STATE_NAMES.map((name) => ({ value: name, label: name }))

/**
 * The six-field enquiry (spec 000 sections 4 and 5). On submit a loading popup shows for 5 s
 * (NOTICE_LONG_MS, or until closed) while the enquiry goes out; once it has closed and the
 * server has accepted the enquiry, a success toast shows and the form resets. A failure closes
 * the popup at once and shows what went wrong.
 */
export function ContactForm() {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useZodForm(ContactSchema, EMPTY)
  const send = useSendContact()
  const toast = useToast()
  const [popup, setPopup] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  // Read by the mutation's callbacks, which may run after either has changed.
  const popupOpen = useRef(false)
  const accepted = useRef<string | null>(null)

  const finish = (message: string) => {
    toast.success(message)
    reset(EMPTY)
  }
  const closePopup = () => {
    popupOpen.current = false
    setPopup(false)
    if (accepted.current) finish(accepted.current)
    accepted.current = null
  }

  const submit = (values: Contact) => {
    setProblem(null)
    accepted.current = null
    popupOpen.current = true
    setPopup(true)
    send.mutate(values, {
      onSuccess: (answer) => {
        if (popupOpen.current) accepted.current = answer.message
        else finish(answer.message)
      },
      onError: (error) => {
        popupOpen.current = false
        setPopup(false)
        setProblem(applyApiErrors(error, setError, FIELDS))
      },
    })
  }

  return (
    <form
      onSubmit={(event) => void handleSubmit(submit)(event)}
      noValidate
      aria-label="Contact form"
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Your Name" error={errors.user_name?.message} required>
          <Input {...register('user_name')} autoComplete="name" maxLength={NAME_MAX_LENGTH} />
        </Field>
        <Field label="Email" error={errors.user_email?.message} required>
          <Input {...register('user_email')} type="email" autoComplete="email" />
        </Field>
        <PhoneField
          {...register('user_phone')}
          error={errors.user_phone?.message}
          maxLength={PHONE_LENGTH}
          required
        />
        <Field label="State" error={errors.state?.message} required>
          <Select {...register('state')} options={STATE_OPTIONS} placeholder="Select state" />
        </Field>
      </div>
      <Field
        label="Property Location"
        error={errors.property_location?.message}
        hint="City, locality or corridor, e.g. Bhiwandi or Chakan MIDC"
        required
      >
        <Input {...register('property_location')} maxLength={PROPERTY_LOCATION_MAX_LENGTH} />
      </Field>
      <Field label="Message" error={errors.message?.message} required>
        <Textarea
          {...register('message')}
          rows={5}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder="Area in sq.ft, clear height, sale, rent or lease, budget and move-in date"
        />
      </Field>
      {problem && <Alert>{problem}</Alert>}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={send.isPending}>
        Send Enquiry
      </Button>
      <TimedNotice
        open={popup}
        tone="info"
        title={CONTACT_TEXTS.sending}
        message="Please wait a moment while we pass your enquiry to our team."
        durationMs={NOTICE_LONG_MS}
        onDone={closePopup}
      />
    </form>
  )
}
