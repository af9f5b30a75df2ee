/**
 * A table that stays one table: on phones each row becomes a small card whose cells read
 * "label · value" (the label comes from the cell's data-label), from 640 px a plain table.
 */
export const TABLE = 'w-full text-left text-sm sm:min-w-[40rem]'
export const HEAD =
  'max-sm:sr-only bg-surface text-muted text-xs font-semibold uppercase tracking-wide'
export const HEAD_CELL = 'px-4 py-3 font-semibold whitespace-nowrap'
export const ROW =
  'border-line max-sm:block max-sm:rounded-xl max-sm:border max-sm:p-3 max-sm:[&+&]:mt-3 sm:border-t'
export const CELL =
  'px-4 py-3 align-middle max-sm:flex max-sm:items-center max-sm:justify-between max-sm:gap-4 max-sm:px-1 max-sm:py-1.5 ' +
  'max-sm:before:text-muted max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:uppercase max-sm:before:content-[attr(data-label)]'
/** The wrapper: cards on phones, the table scrolls inside its card if it is still too wide. */
export const WRAP = 'sm:border-line sm:overflow-x-auto sm:rounded-xl sm:border'

/**
 * The same for wide tables (the admin console's, seven or eight columns): cards below 1024 px,
 * a table from there. Written out in full: Tailwind only builds classes it finds in the source.
 */
export const TABLE_WIDE = 'w-full text-left text-sm'
export const HEAD_WIDE =
  'max-lg:sr-only bg-surface text-muted text-xs font-semibold uppercase tracking-wide'
export const ROW_WIDE =
  'border-line max-lg:block max-lg:rounded-xl max-lg:border max-lg:p-3 max-lg:[&+&]:mt-3 lg:border-t'
export const CELL_WIDE =
  'px-4 py-3 align-middle max-lg:flex max-lg:items-center max-lg:justify-between max-lg:gap-4 max-lg:px-1 max-lg:py-1.5 ' +
  'max-lg:before:text-muted max-lg:before:text-xs max-lg:before:font-semibold max-lg:before:uppercase max-lg:before:content-[attr(data-label)]'
export const WRAP_WIDE = 'lg:border-line lg:overflow-x-auto lg:rounded-xl lg:border'
