import { useId, type InputHTMLAttributes, type Ref } from 'react'
import { cn } from '../../../lib/cn'

interface ChoiceGroupProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  legend: string
  options: readonly { value: string; label: string }[]
  error?: string | undefined
  required?: boolean
  /** Options side by side from 640 px (short labels); stacked otherwise. */
  inline?: boolean
}

/**
 * Radio buttons with a legend and an error message, wired for screen readers; the rest of the
 * props (react-hook-form's `register`, ref included) go to every radio of the group.
 */
export function ChoiceGroup({
  legend,
  options,
  error,
  required,
  inline = false,
  className,
  ref,
  ...input
}: ChoiceGroupProps & { ref?: Ref<HTMLInputElement> }) {
  const id = useId()
  return (
    <fieldset className={className} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-ink text-sm font-semibold">
        {legend}
        {required && (
          <span className="text-red-600" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <div className={cn('mt-2 grid gap-2', inline && 'sm:grid-cols-2')}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'border-line text-ink flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border bg-white px-3.5 py-2 text-sm font-medium',
              'hover:border-brand-500 has-checked:border-brand-700 has-checked:bg-brand-50 transition-colors',
              'has-focus-visible:ring-brand-100 has-focus-visible:ring-3',
            )}
          >
            <input
              type="radio"
              value={option.value}
              className="accent-brand-700 size-4 shrink-0"
              aria-invalid={error ? true : undefined}
              ref={ref}
              {...input}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  )
}
