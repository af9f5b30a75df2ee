import type { ReactNode } from 'react'

/** One numbered section of a legal document (Terms, Privacy), with its anchor id. */
export interface DocSection {
  id: string
  title: string
  body: ReactNode
}
