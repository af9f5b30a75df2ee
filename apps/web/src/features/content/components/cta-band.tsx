import type { ReactNode } from 'react'
import { ListingActions } from './listing-actions'

/** Closing call to action: browse the listings or post a property. */
export function CtaBand({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="py-12 sm:py-16">
      <div className="container-page">
        <div className="from-brand-800 to-brand-700 relative overflow-hidden rounded-3xl bg-gradient-to-br px-6 py-10 text-white sm:px-12 sm:py-14">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(circle_at_90%_10%,rgb(245_158_11/0.3),transparent_40%)]"
          />
          <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 className="text-2xl text-white sm:text-3xl">{title}</h2>
              <p className="text-brand-100 mt-3 text-lg">{children}</p>
            </div>
            <ListingActions />
          </div>
        </div>
      </div>
    </section>
  )
}
