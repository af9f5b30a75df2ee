import type { ReactNode } from 'react'

/**
 * The foot of a property card: the price (and its period) beside the card's main action, the
 * action under the price when the card is narrow. The card needs Tailwind's `@container`.
 */
export function CardPriceFooter({
  price,
  suffix,
  children,
}: {
  price: ReactNode
  suffix?: string | null | undefined
  children: ReactNode
}) {
  return (
    <div className="mt-auto pt-4">
      <div className="border-line flex flex-col gap-3 border-t pt-4 @[16rem]:flex-row @[16rem]:items-center @[16rem]:justify-between">
        <p className="min-w-0">
          <span className="text-brand-700 text-lg font-bold">{price}</span>
          {suffix && <span className="text-muted ml-1 text-sm">{suffix}</span>}
        </p>
        {children}
      </div>
    </div>
  )
}
