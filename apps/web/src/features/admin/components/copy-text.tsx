import { CopyIcon } from 'lucide-react'
import { useToast } from '../../../components/ui/toast'
import { ADMIN_UI } from '../admin-ui'

/** A provider id in monospace with a button that copies it (support tickets, the provider's site). */
export function CopyText({ value, label }: { value: string; label: string }) {
  const toast = useToast()
  const copy = () =>
    navigator.clipboard
      ?.writeText(value)
      .then(() => toast.success(ADMIN_UI.copied))
      .catch(() => toast.error(ADMIN_UI.copyFailed)) ?? toast.error(ADMIN_UI.copyFailed)
  return (
    <span className="inline-flex max-w-full items-center gap-1">
      <code className="bg-surface text-ink truncate rounded px-1.5 py-0.5 font-mono text-xs">
        {value}
      </code>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={`Copy ${label} ${value}`}
        title="Copy"
        className="text-muted hover:text-brand-700 hover:bg-brand-50 grid size-11 shrink-0 place-items-center rounded-md sm:size-7"
      >
        <CopyIcon className="size-4" />
      </button>
    </span>
  )
}
