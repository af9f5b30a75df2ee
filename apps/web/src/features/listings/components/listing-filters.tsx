import { ListFilterIcon } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { Card } from '../../../components/ui/card'
import { Dialog } from '../../../components/ui/dialog'
import { activeCount, type SearchValues } from '../filter-query'
import type { SearchErrors } from '../search-validation'
import { SearchFilter } from './search-filter'

/** Where the filters sit from 1024 px: over the list (/property) or beside it (/property-sidebar). */
export type FiltersPlacement = 'top' | 'sidebar'

export interface ListingFiltersProps {
  placement: FiltersPlacement
  /** The URL's search. */
  values: SearchValues
  /** Changes when the URL does: the forms remount with its values (Reset, a chip, Back). */
  formKey: string
  onApply: (values: SearchValues) => void
  onReset: () => void
  validate: (values: SearchValues) => SearchErrors
  /** The results: under the filters, or beside the sidebar. */
  children: ReactNode
}

/**
 * The one filter experience of the listing pages. Below 1024 px both pages show a Filters
 * button (with how many filters are on) that opens the form as a bottom sheet: a native modal
 * dialog, so focus moves in and stays there, Esc and the close button shut it, and it is named
 * by its title. From 1024 px the same form sits in a card over the list or in a sticky sidebar.
 */
export function ListingFilters({
  placement,
  values,
  formKey,
  onApply,
  onReset,
  validate,
  children,
}: ListingFiltersProps) {
  const form = (
    <SearchFilter
      key={formKey}
      className="mt-4"
      initial={values}
      onSubmit={onApply}
      onReset={onReset}
      validate={validate}
    />
  )
  const sheet = (
    <FilterSheet
      formKey={formKey}
      values={values}
      onApply={onApply}
      onReset={onReset}
      validate={validate}
    />
  )

  if (placement === 'sidebar')
    return (
      <div className="container-page py-8 sm:py-12 lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start lg:gap-8 xl:grid-cols-[20rem_minmax(0,1fr)]">
        {/* The fixed header is 90 px tall: the sidebar sticks just under it. Its scroll padding
            keeps a focused field clear of the form's sticky buttons. */}
        <aside
          aria-label="Filters"
          className="hidden scroll-pb-28 lg:sticky lg:top-28 lg:block lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto lg:rounded-2xl"
        >
          <Card className="p-5">
            <h2 className="text-lg">Filter properties</h2>
            {form}
          </Card>
        </aside>
        <div className="min-w-0">
          {sheet}
          {children}
        </div>
      </div>
    )

  return (
    <div className="container-page py-8 sm:py-12 lg:py-14">
      {sheet}
      <Card className="hidden p-6 lg:block">
        <h2 className="text-lg">Filter properties</h2>
        {form}
      </Card>
      <div className="lg:mt-8">{children}</div>
    </div>
  )
}

/** Below 1024 px: the Filters button and its bottom sheet. */
function FilterSheet({
  formKey,
  values,
  onApply,
  onReset,
  validate,
}: Omit<ListingFiltersProps, 'placement' | 'children'>) {
  const [open, setOpen] = useState(false)
  const active = activeCount(values)
  return (
    <div className="mb-6 lg:hidden">
      <Button
        variant="outline"
        aria-haspopup="dialog"
        // "Filters (3 active)" for screen readers; the badge shows the number.
        aria-label={active > 0 ? `Filters (${active} active)` : undefined}
        onClick={() => setOpen(true)}
        className="w-full sm:w-auto"
      >
        <ListFilterIcon className="size-4" />
        Filters
        {active > 0 && (
          <span className="bg-brand-700 grid size-5 place-items-center rounded-full text-xs text-white">
            {active}
          </span>
        )}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Filter properties"
        className="mt-auto mb-0 max-h-[88dvh] w-full max-w-none scroll-pb-28 rounded-t-2xl rounded-b-none sm:mx-auto sm:max-w-xl"
      >
        <SearchFilter
          key={formKey}
          initial={values}
          validate={validate}
          onSubmit={(next) => {
            setOpen(false)
            onApply(next)
          }}
          onReset={() => {
            setOpen(false)
            onReset()
          }}
        />
      </Dialog>
    </div>
  )
}
