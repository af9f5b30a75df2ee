import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'

/** The dark band every home layout's hero sits on: gradient, a faint blueprint grid, a glow. */
export function HeroFrame({
  labelledBy,
  className,
  children,
}: {
  /** The id of the hero's heading. */
  labelledBy: string
  /** The inner grid's columns and spacing. */
  className?: string
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className="bg-brand-900 relative overflow-hidden text-white"
    >
      <div
        aria-hidden="true"
        className="from-brand-800 to-brand-900 absolute inset-0 bg-gradient-to-br"
      />
      {/* Faint blueprint grid, in CSS (no image request). */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[linear-gradient(#fff_1px,transparent_1px),linear-gradient(90deg,#fff_1px,transparent_1px)] bg-[size:48px_48px] opacity-[0.07]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_80%_30%,rgb(245_158_11/0.22),transparent_45%)]"
      />
      <div className={cn('container-page relative grid items-center gap-12', className)}>
        {children}
      </div>
    </section>
  )
}

/** The small pill above a hero's heading. */
export function HeroEyebrow({ children }: { children: ReactNode }) {
  return (
    <p className="border-accent-500/40 bg-accent-500/10 text-accent-400 inline-flex rounded-full border px-3.5 py-1 text-sm font-bold tracking-wider uppercase">
      {children}
    </p>
  )
}
