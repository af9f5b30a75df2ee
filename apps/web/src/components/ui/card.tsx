import type { HTMLAttributes } from 'react'
import { cn } from '../../lib/cn'

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'border-line rounded-2xl border bg-white shadow-[0_1px_3px_rgb(15_43_70/0.06)]',
        className,
      )}
      {...props}
    />
  )
}
