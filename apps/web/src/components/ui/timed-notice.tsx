import { useEffect, useEffectEvent, type ReactNode } from 'react'
import { CheckIcon, InfoIcon, TriangleAlertIcon, XIcon, type LucideIcon } from 'lucide-react'
import { cn } from '../../lib/cn'
import { Dialog } from './dialog'

export type NoticeTone = 'success' | 'warning' | 'error' | 'info'

const TONE: Record<NoticeTone, { bar: string; icon: string; Icon: LucideIcon }> = {
  success: {
    bar: 'bg-emerald-500',
    icon: 'text-emerald-600 bg-emerald-50',
    Icon: CheckIcon,
  },
  warning: {
    bar: 'bg-accent-500',
    icon: 'text-accent-700 bg-accent-100',
    Icon: TriangleAlertIcon,
  },
  error: { bar: 'bg-red-500', icon: 'text-red-600 bg-red-50', Icon: XIcon },
  info: { bar: 'bg-brand-500', icon: 'text-brand-600 bg-brand-50', Icon: InfoIcon },
}

interface TimedNoticeProps {
  open: boolean
  tone?: NoticeTone
  title: string
  message?: ReactNode
  /** Closes by itself after this many milliseconds; a bar shows the time left. */
  durationMs: number
  /** Called when the time is up, and when the person closes it unless `onClose` is given. */
  onDone: () => void
  /** Called when the person closes it (Esc, the x, the backdrop) instead of `onDone`. */
  onClose?: () => void
  /** A new value starts the time (and the bar) again, for a notice that moves to a next phase. */
  runId?: string | number
  actions?: ReactNode
}

/** The spec's auto-closing popups ('Login Required', success notices...) with a progress bar. */
export function TimedNotice({
  open,
  tone = 'info',
  title,
  message,
  durationMs,
  onDone,
  onClose = onDone,
  runId,
  actions,
}: TimedNoticeProps) {
  const timeUp = useEffectEvent(onDone)

  useEffect(() => {
    if (!open) return
    const timer = window.setTimeout(() => timeUp(), durationMs)
    return () => window.clearTimeout(timer)
  }, [open, durationMs, runId])

  const style = TONE[tone]
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={
        <span className="flex items-center gap-3">
          <span
            className={cn('grid size-10 shrink-0 place-items-center rounded-full', style.icon)}
            aria-hidden="true"
          >
            <style.Icon className="size-5" />
          </span>
          {title}
        </span>
      }
      footer={actions}
    >
      {message}
      {/* With "reduce motion" set the bar would jump empty at once: no bar, the timer alone. */}
      <div
        className="bg-surface mt-5 h-1.5 overflow-hidden rounded-full motion-reduce:hidden"
        aria-hidden="true"
      >
        <div
          key={runId}
          data-testid="notice-progress"
          className={cn('h-full origin-left rounded-full', style.bar)}
          // Set through the DOM, not a style attribute: the CSP refuses inline styles in the
          // server-rendered HTML (src/server/render-pages.tsx).
          ref={(bar) => {
            if (bar) bar.style.animation = `notice-progress ${durationMs}ms linear forwards`
          }}
        />
      </div>
    </Dialog>
  )
}
