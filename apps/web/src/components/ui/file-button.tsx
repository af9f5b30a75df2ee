import type { InputHTMLAttributes, ReactNode } from 'react'
import { buttonClass } from './button'

type InputWiring = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'aria-invalid' | 'aria-describedby' | 'accept' | 'multiple'
>

/**
 * A file picker that looks like an outline button: the file input stays in the tab order
 * (visually hidden), so the keyboard opens the picker and a Field's label names it; the button
 * is its second label (for the input's `id`) and shows the input's focus ring.
 */
export function FileButton({
  id,
  children,
  onFiles,
  ...input
}: InputWiring & {
  /** The button's text. */
  children: ReactNode
  /** The chosen files (none when the picker was closed without a choice). */
  onFiles: (files: File[]) => void
}) {
  return (
    <>
      <input
        id={id}
        type="file"
        className="peer sr-only"
        {...input}
        onChange={(e) => {
          onFiles(Array.from(e.target.files ?? []))
          // The same file chosen again after a refusal still fires a change.
          e.target.value = ''
        }}
      />
      <label
        htmlFor={id}
        className={buttonClass(
          'outline',
          'md',
          'peer-focus-visible:ring-brand-100 peer-focus-visible:border-brand-500 cursor-pointer peer-focus-visible:ring-3',
        )}
      >
        {children}
      </label>
    </>
  )
}
