import { createContext, use, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

/**
 * The bottom of the screen is shared by one rule. Sticky action bars (a listing's contact bar,
 * the compare bar) and toasts stack in one fixed dock at the bottom of the viewport:
 * - the page reserves the bars' height (`--dock-bars`, see {@link reserveDockBars}), so a bar
 *   never covers the end of the page;
 * - floating buttons sit above everything in the dock (`--dock-height`, see {@link aboveDock}),
 *   so they never cover a bar's controls or a toast.
 * Dialogs and bottom sheets are native modal dialogs: they lie above the dock and make it inert.
 */
interface Slots {
  bars: HTMLElement | null
  toasts: HTMLElement | null
}

const DockContext = createContext<Slots>({ bars: null, toasts: null })

export function BottomDockProvider({ children }: { children: ReactNode }) {
  const dock = useRef<HTMLDivElement>(null)
  const bars = useRef<HTMLDivElement>(null)
  const toasts = useRef<HTMLDivElement>(null)
  const [slots, setSlots] = useState<Slots>({ bars: null, toasts: null })

  useLayoutEffect(() => {
    const all = dock.current!
    const barSlot = bars.current!
    setSlots({ bars: barSlot, toasts: toasts.current })
    const root = document.documentElement.style
    // A custom property set on <html> restyles the whole page: both heights are read first (one
    // layout), and each is written only when it changed (unset stands for 0 px, the rules'
    // fallback). Writing them at every start had made the browser restyle and lay the page out
    // again in the middle of hydration, twice (decision 069).
    const set = (name: string, px: number) => {
      const value = `${px}px`
      if ((root.getPropertyValue(name) || '0px') !== value) root.setProperty(name, value)
    }
    const measure = () => {
      const barsPx = barSlot.offsetHeight
      const allPx = all.offsetHeight
      set('--dock-bars', barsPx)
      set('--dock-height', allPx)
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return // jsdom
    const observer = new ResizeObserver(measure)
    observer.observe(all)
    observer.observe(barSlot)
    return () => observer.disconnect()
  }, [])

  return (
    <DockContext value={slots}>
      {children}
      <div
        ref={dock}
        data-bottom-dock=""
        className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col"
      >
        <div
          ref={toasts}
          aria-live="polite"
          className="flex flex-col items-center gap-2 px-4 [&:not(:empty)]:pb-3"
        />
        <div ref={bars} className="flex flex-col" />
      </div>
    </DockContext>
  )
}

/** Renders `children` as a bar in the bottom dock (nothing before the app runs in a browser). */
export function DockedBar({ children }: { children: ReactNode }) {
  const { bars } = use(DockContext)
  return bars ? createPortal(<div className="pointer-events-auto">{children}</div>, bars) : null
}

/** Renders toasts into the dock, above its bars. */
export function DockedToasts({ children }: { children: ReactNode }) {
  const { toasts } = use(DockContext)
  return toasts ? createPortal(children, toasts) : null
}

/*
 * Classes, not style attributes: the server's markup carries no inline styles (the content
 * security policy), and Tailwind sees these whole class names here.
 */
/** A floating button's place: 1 rem above the dock's bars and toasts. */
export const ABOVE_DOCK = 'bottom-[calc(var(--dock-height,0px)+1rem)]'

/** For the page's outer box: room at the end for the docked bars. */
export const RESERVE_DOCK_BARS = 'pb-[var(--dock-bars,0px)]'
