import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { DockedToasts } from './bottom-dock'

type ToastTone = 'success' | 'error' | 'info'
interface ToastItem {
  id: number
  tone: ToastTone
  message: string
}

interface ToastApi {
  show(message: string, tone?: ToastTone): void
  success(message: string): void
  error(message: string): void
}

const ToastContext = createContext<ToastApi | null>(null)
const TOAST_MS = 4_000
let nextId = 1

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([])

  const dismiss = useCallback(
    (id: number) => setItems((list) => list.filter((t) => t.id !== id)),
    [],
  )
  const show = useCallback(
    (message: string, tone: ToastTone = 'info') => {
      const id = nextId++
      setItems((list) => [...list, { id, tone, message }])
      window.setTimeout(() => dismiss(id), TOAST_MS)
    },
    [dismiss],
  )
  const api = useMemo<ToastApi>(
    () => ({ show, success: (m) => show(m, 'success'), error: (m) => show(m, 'error') }),
    [show],
  )

  return (
    <ToastContext value={api}>
      {children}
      <DockedToasts>
        {items.map((t) => (
          <div
            key={t.id}
            role="status"
            className={cn(
              'pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl px-4 py-3 text-sm font-medium text-white shadow-lg',
              t.tone === 'success' && 'bg-emerald-700',
              t.tone === 'error' && 'bg-red-700',
              t.tone === 'info' && 'bg-brand-800',
            )}
          >
            <span className="flex-1">{t.message}</span>
            <button
              type="button"
              onClick={() => dismiss(t.id)}
              aria-label="Dismiss"
              // A 44 px target (phones) that does not make the toast taller than its text.
              className="-my-3 -mr-3 grid size-11 shrink-0 place-items-center rounded-lg opacity-80 hover:bg-white/10 hover:opacity-100"
            >
              ✕
            </button>
          </div>
        ))}
      </DockedToasts>
    </ToastContext>
  )
}

export function useToast() {
  const ctx = use(ToastContext)
  if (!ctx) throw new Error('useToast must be used inside <ToastProvider>')
  return ctx
}
