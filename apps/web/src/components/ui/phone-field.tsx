import { PHONE_PLACEHOLDER } from '@app/contract/auth-texts'
import type { InputHTMLAttributes, Ref } from 'react'
import { Field, Input } from './field'

type PhoneInput = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete' | 'placeholder' | 'className'
> & { ref?: Ref<HTMLInputElement> }

/**
 * A 10-digit Indian mobile number (without +91) in a Field: a numeric keypad on phones, the
 * browser's own number offered, and the one placeholder of every form. The rest of the input's
 * props (react-hook-form's register(), or a value and onChange) go to the input.
 */
export function PhoneField({
  label = 'Phone Number',
  error,
  hint,
  required,
  className,
  ...input
}: PhoneInput & {
  label?: string
  error?: string | undefined
  hint?: string
  required?: boolean
  className?: string
}) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      <Input
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={PHONE_PLACEHOLDER}
        {...input}
      />
    </Field>
  )
}
