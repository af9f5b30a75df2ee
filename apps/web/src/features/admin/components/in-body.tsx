import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'

/**
 * Puts a dialog opened from a table cell into <body>: inside the cell it would inherit the cell's
 * alignment and no-wrap (a modal is drawn on top, but its styles still come from where it sits).
 */
export function InBody({ children }: { children: ReactNode }) {
  return typeof document === 'undefined' ? null : createPortal(children, document.body)
}
