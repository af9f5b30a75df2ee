import type { InputHTMLAttributes } from 'react'
import { cn } from '../../lib/cn'
import { Input } from './field'

interface OtpInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'maxLength'> {
  /** Digits in the code; the input takes no more than this. */
  length: number
}

/**
 * One-time code: a single numeric field (one field reads and pastes better than six boxes),
 * offered the code by the phone's keyboard (one-time-code), and kept to `length` digits.
 */
export function OtpInput({ length, onChange, className, ...props }: OtpInputProps) {
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      {...props}
      maxLength={length}
      onChange={(e) => {
        const digits = e.target.value.replace(/\D/g, '').slice(0, length)
        if (digits !== e.target.value) e.target.value = digits
        onChange?.(e)
      }}
      className={cn('max-w-60 text-center font-mono text-2xl tracking-[0.4em]', className)}
    />
  )
}
