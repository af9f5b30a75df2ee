import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'

/** A page section with an optional eyebrow, heading and intro, on a white or tinted band. */
export function Section({
  eyebrow,
  title,
  intro,
  tinted,
  className,
  children,
}: {
  eyebrow?: string
  title?: string
  intro?: ReactNode
  tinted?: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <section className={cn('py-14 sm:py-20', tinted && 'bg-surface', className)}>
      <div className="container-page">
        {(eyebrow || title || intro) && (
          <header className="mb-10 max-w-2xl">
            {eyebrow && (
              <p className="text-accent-700 text-sm font-bold tracking-wider uppercase">
                {eyebrow}
              </p>
            )}
            {title && <h2 className="mt-2 text-3xl sm:text-4xl">{title}</h2>}
            {intro && <p className="text-muted mt-4 text-lg">{intro}</p>}
          </header>
        )}
        {children}
      </div>
    </section>
  )
}
