import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { cn } from '../../lib/cn'

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode
  /** The message shown under the box; marks it invalid. */
  error?: string | undefined
  /** Shown after the label but outside it, e.g. a button that opens the terms. */
  extra?: ReactNode
}

/** A checkbox with its label and error text, wired for screen readers like Field. */
export function Checkbox({ label, error, extra, className, ...props }: CheckboxProps) {
  const id = useId()
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="accent-brand-700 mt-0.5 size-5 shrink-0 cursor-pointer aria-invalid:outline-2 aria-invalid:outline-red-500"
          {...props}
        />
        <div className="text-sm leading-6">
          {/* Padded to a 44 px hit area (phones) that takes no more room than its lines. */}
          <label
            htmlFor={id}
            className="text-ink -my-2.5 inline-block cursor-pointer py-2.5 font-medium"
          >
            {label}
          </label>
          {extra && <> {extra}</>}
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  )
}
