import { useId, type ReactNode } from 'react'
import { cn } from '../../lib/cn'

/** One choice: its value, its name and a line on what it means. */
export interface Choice<T extends string> {
  value: T
  label: string
  hint: string
}

/**
 * A group of radio buttons drawn as cards, each with its name and what it means, 44 px tall at
 * least (arrow keys move between them): an alert's mode, an owner's lead alerts.
 */
export function ChoiceCards<T extends string>({
  legend,
  choices,
  value,
  onChange,
  className,
}: {
  /** The group's legend, styled by the caller. */
  legend: ReactNode
  choices: readonly Choice<T>[]
  value: T
  onChange: (value: T) => void
  /** The grid's classes (its margin and columns). */
  className?: string
}) {
  const name = useId()
  return (
    <>
      {legend}
      <div className={cn('grid gap-2', className)}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              'border-line text-ink flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border bg-white px-3.5 py-2.5 text-sm',
              'hover:border-brand-500 has-checked:border-brand-700 has-checked:bg-brand-50 transition-colors',
              'has-focus-visible:ring-brand-100 has-focus-visible:ring-3',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="accent-brand-700 mt-0.5 size-4 shrink-0"
            />
            <span>
              <span className="block font-semibold">{choice.label}</span>
              <span className="text-muted block text-xs">{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </>
  )
}
