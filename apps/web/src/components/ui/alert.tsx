import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { Button } from './button'

export type AlertTone = 'error' | 'success' | 'info'

const TONES: Record<AlertTone, string> = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  info: 'border-brand-100 bg-brand-50 text-brand-800',
}

/**
 * A message about a whole form or call (a field's own message belongs to Field). Errors are
 * announced at once (role alert); other tones politely (role status).
 */
export function Alert({
  tone = 'error',
  className,
  children,
}: {
  tone?: AlertTone
  className?: string
  children: ReactNode
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-lg border px-4 py-3 text-sm font-medium', TONES[tone], className)}
    >
      {children}
    </div>
  )
}

/** A load that failed: what went wrong and a 'Try again' button. */
export function RetryAlert({
  message,
  onRetry,
  className,
}: {
  message: string
  onRetry: () => void
  className?: string
}) {
  return (
    <Alert className={cn('flex flex-wrap items-center justify-between gap-3', className)}>
      <span>{message}</span>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  )
}
