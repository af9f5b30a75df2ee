import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'

export type BadgeTone = 'brand' | 'accent' | 'success' | 'neutral' | 'warning'

const TONES: Record<BadgeTone, string> = {
  brand: 'bg-brand-700 text-white',
  accent: 'bg-accent-500 text-brand-900',
  success: 'bg-emerald-700 text-white',
  warning: 'bg-accent-100 text-accent-700',
  neutral: 'bg-surface text-muted border border-line',
}

export function Badge({
  tone = 'brand',
  className,
  children,
}: {
  tone?: BadgeTone
  className?: string
  children: ReactNode
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  )
}
