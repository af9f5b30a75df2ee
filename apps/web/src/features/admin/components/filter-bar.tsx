import { SearchIcon } from 'lucide-react'
import { SEARCH_MAX_LENGTH } from '@app/contract/limits'
import { useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { Field, Input, Select, type SelectOption } from '../../../components/ui/field'

/**
 * The filters over a console list, as one search form: the text search applies on Enter or
 * Search, a select as soon as it changes; Clear removes them all.
 */
export function FilterBar({
  label,
  searchLabel,
  searchHint,
  query,
  onSearch,
  active,
  onClear,
  children,
}: {
  /** Names the search landmark. */
  label: string
  searchLabel?: string
  searchHint?: string
  query?: string
  onSearch?: (q: string) => void
  active: boolean
  onClear: () => void
  /** The selects (FilterSelect). */
  children?: ReactNode
}) {
  // The typed text follows the URL when that changes from outside (Clear, Back).
  const [typed, setTyped] = useState({ from: query, text: query ?? '' })
  if (typed.from !== query) setTyped({ from: query, text: query ?? '' })

  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSearch?.(typed.text)
  }

  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      className="border-line grid gap-3 rounded-2xl border bg-white p-4 shadow-[0_1px_3px_rgb(15_43_70/0.06)] sm:grid-cols-2 sm:p-5 lg:flex lg:flex-wrap lg:items-end"
    >
      {onSearch && searchLabel && (
        <Field label={searchLabel} className="sm:col-span-2 lg:min-w-64 lg:flex-1">
          <Input
            type="search"
            value={typed.text}
            onChange={(e) => setTyped({ from: query, text: e.target.value })}
            placeholder={searchHint}
            maxLength={SEARCH_MAX_LENGTH}
            enterKeyHint="search"
          />
        </Field>
      )}
      {children}
      <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
        {onSearch && (
          <Button type="submit" className="flex-1 lg:flex-none">
            <SearchIcon className="size-4" />
            Search
          </Button>
        )}
        {active && (
          <Button variant="ghost" onClick={onClear} className="flex-1 lg:flex-none">
            Clear
          </Button>
        )}
      </div>
    </form>
  )
}

/** One select of a FilterBar; '' is "all". */
export function FilterSelect({
  label,
  value,
  options,
  allLabel = 'All',
  onChange,
}: {
  label: string
  value: string
  options: readonly SelectOption[]
  allLabel?: string | null
  onChange: (value: string) => void
}) {
  return (
    <Field label={label} className="lg:w-48">
      <Select
        value={value}
        options={[...options]}
        {...(allLabel === null ? {} : { placeholder: allLabel })}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  )
}
