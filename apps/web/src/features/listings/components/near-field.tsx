import type { NearPlaceSuggestion } from '@app/contract/geo'
import {
  NEAR_QUERY_MAX_LENGTH,
  NEAR_RADII_KM,
  NEAR_RADIUS_DEFAULT_KM,
  NEAR_TEXTS,
} from '@app/contract/near'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Field, Input, Select } from '../../../components/ui/field'
import { cn } from '../../../lib/cn'
import { useNearLabel, useNearPlaces } from '../../../lib/geo/get-near-places'

const RADIUS_OPTIONS = NEAR_RADII_KM.map((km) => ({
  value: String(km),
  label: NEAR_TEXTS.radiusOption(km),
}))

/** The search's place: a PIN code or a town's id, the other '' (URL values). */
export interface NearValue {
  near_pin: string
  near_city_id: string
}

const PIN = /^[1-9][0-9]{5}$/

interface NearFieldProps {
  place: NearValue
  radius: string
  nearError?: string | undefined
  radiusError?: string | undefined
  /**
   * The place picked, or a PIN code typed whole; other text goes as `near_pin` as typed, which
   * the form's check refuses with the contract's message (pick from the list).
   */
  onPlace: (place: NearValue) => void
  onRadius: (radius: string) => void
  className?: string
}

/**
 * "Near" a town or PIN code (issue 29): a combobox that suggests towns by name and PIN codes by
 * their digits (GET near-places), and the radius around it. A place picked from the list is
 * `near_city_id` or `near_pin`; a whole PIN code typed is `near_pin`. The radius waits for a
 * place (a radius alone measures from nowhere).
 */
export function NearField({
  place,
  radius,
  nearError,
  radiusError,
  onPlace,
  onRadius,
  className,
}: NearFieldProps) {
  const listId = useId()
  const picked = PIN.test(place.near_pin) || place.near_city_id !== ''
  const label = useNearLabel(
    picked ? { pin: place.near_pin, cityId: place.near_city_id } : { pin: '', cityId: '' },
  )
  /** The text as typed; null once a place is picked (or before any typing). */
  const [typedText, setTypedText] = useState<string | null>(null)
  const [pickedLabel, setPickedLabel] = useState<string>()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const typed = typedText !== null
  // A link names only the value: its place's name shows once known.
  const text = typedText ?? pickedLabel ?? label ?? place.near_pin
  const suggestions = useNearPlaces(typed ? text : '')
  const options = open && typed ? (suggestions.data ?? []) : []

  const type = (value: string) => {
    setTypedText(value)
    setOpen(true)
    setActive(-1)
    onPlace({ near_pin: value.trim(), near_city_id: '' })
  }
  const pick = (index: number) => {
    const chosen: NearPlaceSuggestion | undefined = options[index]
    if (!chosen) return
    setTypedText(null)
    setPickedLabel(chosen.label)
    setOpen(false)
    setActive(-1)
    onPlace({
      near_pin: chosen.near_pin ?? '',
      near_city_id: chosen.near_city_id === null ? '' : String(chosen.near_city_id),
    })
  }
  const keyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (options.length === 0) return
      e.preventDefault()
      setOpen(true)
      const step = e.key === 'ArrowDown' ? 1 : -1
      setActive((i) => (i + step + options.length) % options.length)
    } else if (e.key === 'Enter' && open && active >= 0 && options[active]) {
      e.preventDefault()
      pick(active)
    } else if (e.key === 'Escape' && open) {
      e.preventDefault()
      setOpen(false)
    }
  }

  const showNoMatch = open && typed && text.trim() !== '' && suggestions.data?.length === 0
  const listShown = options.length > 0 || showNoMatch
  const list = useRef<HTMLUListElement>(null)
  // The suggestions open below the field: bring them up from under the screen's bottom edge (or
  // the phone sheet's sticky buttons, which its scroll padding leaves clear).
  useEffect(() => {
    if (listShown) list.current?.scrollIntoView?.({ block: 'nearest' })
  }, [listShown, options.length])
  return (
    <div
      className={cn(
        'grid grid-cols-[minmax(0,1fr)_minmax(6.5rem,auto)] items-start gap-3',
        className,
      )}
    >
      <Field label={NEAR_TEXTS.label} error={nearError} className="relative min-w-0">
        <Input
          type="text"
          name="near"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          maxLength={NEAR_QUERY_MAX_LENGTH}
          placeholder={NEAR_TEXTS.placeholder}
          value={text}
          onChange={(e) => type(e.target.value)}
          onKeyDown={keyDown}
          onFocus={() => typed && setOpen(true)}
          // A pick by pointer lands before the blur closes the list (onMouseDown below).
          onBlur={() => setOpen(false)}
        />
      </Field>
      <Field label={NEAR_TEXTS.radius} error={radiusError} className="min-w-0">
        <Select
          name="radius_km"
          disabled={!picked}
          value={radius || String(NEAR_RADIUS_DEFAULT_KM)}
          options={RADIUS_OPTIONS}
          onChange={(e) => onRadius(e.target.value)}
        />
      </Field>
      <ul
        id={listId}
        role="listbox"
        aria-label={NEAR_TEXTS.label}
        ref={list}
        hidden={!listShown}
        className="border-line col-span-2 max-h-72 overflow-auto rounded-lg border bg-white py-1 shadow-lg"
      >
        {options.map((option, i) => (
          <li
            key={option.near_pin ?? `town-${option.near_city_id}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => {
              e.preventDefault()
              pick(i)
            }}
            className={cn(
              'text-ink flex min-h-11 cursor-pointer items-center px-3.5 text-sm',
              i === active ? 'bg-brand-50' : 'hover:bg-surface',
            )}
          >
            {option.label}
          </li>
        ))}
        {showNoMatch && (
          <li role="presentation" className="text-muted flex min-h-11 items-center px-3.5 text-sm">
            {NEAR_TEXTS.noMatch}
          </li>
        )}
      </ul>
    </div>
  )
}
