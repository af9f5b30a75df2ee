import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from '../../lib/cn'

export interface TabItem {
  id: string
  label: string
  content: ReactNode
}

interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string
  items: readonly TabItem[]
  /** Controlled selection (optional): the selected item's id. */
  value?: string
  onValueChange?: (id: string) => void
  className?: string
  panelClassName?: string
}

/**
 * WAI-ARIA tabs: one tab stop for the list, arrow keys / Home / End move between tabs and
 * select them, the panel follows.
 */
export function Tabs({ label, items, value, onValueChange, className, panelClassName }: TabsProps) {
  const [own, setOwn] = useState(items[0]?.id)
  const selected = value ?? own
  const baseId = useId()
  const tabs = useRef<(HTMLButtonElement | null)[]>([])

  const select = (id: string) => {
    setOwn(id)
    onValueChange?.(id)
  }

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const last = items.length - 1
    const next =
      e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null
    if (next === null) return
    e.preventDefault()
    const item = items[next]
    if (!item) return
    select(item.id)
    tabs.current[next]?.focus()
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="border-line flex gap-1 border-b">
        {items.map((item, i) => {
          const active = item.id === selected
          return (
            <button
              key={item.id}
              ref={(el) => {
                tabs.current[i] = el
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => select(item.id)}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={cn(
                '-mb-px min-h-11 border-b-2 px-4 py-2.5 text-sm font-semibold transition-colors',
                active
                  ? 'border-brand-700 text-brand-800'
                  : 'text-muted hover:text-brand-700 border-transparent',
              )}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={item.id !== selected}
          tabIndex={0}
          className={panelClassName}
        >
          {item.content}
        </div>
      ))}
    </div>
  )
}
