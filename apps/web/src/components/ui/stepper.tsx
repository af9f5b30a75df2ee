import { CheckIcon } from 'lucide-react'
import { cn } from '../../lib/cn'

/**
 * Progress through a short flow (registration, the listing wizard): numbered circles joined
 * by a line, each name under its circle. `current` is 0-based.
 */
export function Stepper({
  steps,
  current,
  label,
  className,
}: {
  steps: readonly string[]
  current: number
  label: string
  className?: string
}) {
  return (
    <ol aria-label={label} className={cn('grid auto-cols-fr grid-flow-col', className)}>
      {steps.map((step, i) => {
        const done = i < current
        const active = i === current
        return (
          <li
            key={step}
            aria-current={active ? 'step' : undefined}
            className="relative flex flex-col items-center gap-1.5 px-1 text-center"
          >
            {i < steps.length - 1 && (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-4 right-[calc(-50%+1.5rem)] left-[calc(50%+1.5rem)] h-0.5 rounded',
                  done ? 'bg-emerald-600' : 'bg-line',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold',
                done && 'bg-emerald-600 text-white',
                active && 'bg-brand-700 ring-brand-100 text-white ring-4',
                !done && !active && 'bg-surface text-muted border-line border',
              )}
            >
              {done ? <CheckIcon className="size-4" /> : i + 1}
            </span>
            <span
              className={cn(
                'text-xs font-semibold sm:text-sm',
                active ? 'text-brand-800' : 'text-muted',
              )}
            >
              <span className="sr-only">{`Step ${i + 1} of ${steps.length}: `}</span>
              {step}
              {done && <span className="sr-only"> (done)</span>}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
