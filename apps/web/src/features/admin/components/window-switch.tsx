import { cn } from '../../../lib/cn'

/** A choice of a few values as one row of toggle buttons (the dashboard's 7 / 30 / 90 days). */
export function WindowSwitch<T extends number>({
  label,
  options,
  value,
  format,
  onChange,
}: {
  label: string
  options: readonly T[]
  value: T
  format: (option: T) => string
  onChange: (option: T) => void
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="border-line inline-flex rounded-xl border bg-white p-1 shadow-[0_1px_3px_rgb(15_43_70/0.06)]"
    >
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
          className={cn(
            'min-h-11 rounded-lg px-3.5 py-1.5 text-sm font-semibold transition-colors sm:min-h-0',
            option === value
              ? 'bg-brand-700 text-white shadow-sm'
              : 'text-muted hover:text-brand-700 hover:bg-brand-50',
          )}
        >
          {format(option)}
        </button>
      ))}
    </div>
  )
}
