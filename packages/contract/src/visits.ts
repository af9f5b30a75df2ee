import { z } from 'zod'
import { ok, paged } from './envelope'
import { idSchema, multiLine, oneLine } from './input'
import { PageQuerySchema } from './wallet'

/*
 * Site visits (issue 30): after unlocking a listing a seeker proposes up to VISIT_SLOTS_MAX slots;
 * the owner accepts one or declines with a reason; either side can cancel. Times travel as ISO
 * 8601 instants with an offset ("2026-12-01T10:30:00+05:30"); the rules are India time's.
 */

/** Slots a seeker may propose in one request. */
export const VISIT_SLOTS_MAX = 3
/** How far ahead a slot may be, in days from now. */
export const VISIT_DAYS_AHEAD = 30
/** A slot starts from this hour India time (inclusive)... */
export const VISIT_FIRST_HOUR_IST = 8
/** ...up to this hour India time (inclusive: 20:00 is the last start). */
export const VISIT_LAST_HOUR_IST = 20
/** The step of the web form's time select, in minutes (the API takes any whole minute). */
export const VISIT_SLOT_STEP_MINUTES = 30
/** Open requests (asked, or accepted and still ahead) one seeker may have on one listing... */
export const VISIT_OPEN_PER_LISTING_MAX = 3
/** ...and over all listings. */
export const VISIT_OPEN_MAX = 10
export const VISIT_NOTE_MAX_LENGTH = 500
export const VISIT_REASON_MAX_LENGTH = 300
/** India Standard Time: UTC+05:30 all year, no daylight saving. */
export const IST_OFFSET_MINUTES = 330
/** How long a visit is in the calendar invitation. */
export const VISIT_DURATION_MINUTES = 60
export const IST_TIME_ZONE = 'Asia/Kolkata'

/**
 * What a visit is now. `requested`: waiting for the owner; `accepted`: one slot agreed;
 * `declined` by the owner; `cancelled` by either side; `expired`: asked, and every slot passed
 * with no answer (derived when read, never stored).
 */
export const VISIT_STATUSES = ['requested', 'accepted', 'declined', 'cancelled', 'expired'] as const
export type VisitStatus = (typeof VISIT_STATUSES)[number]
/** Which side of a visit the signed-in user is. */
export const VISIT_ROLES = ['seeker', 'owner'] as const
export type VisitRole = (typeof VISIT_ROLES)[number]
/** GET visits: still ahead (asked or accepted, not past) or the rest. */
export const VISIT_WHEN = ['upcoming', 'past'] as const
export type VisitWhen = (typeof VISIT_WHEN)[number]

export const VISIT_TEXTS = {
  slotsRequired: 'Choose at least one date and time',
  slotsMax: `Propose at most ${VISIT_SLOTS_MAX} slots`,
  slotInvalid: 'Choose a valid date and time',
  slotPast: 'Choose a time that has not passed',
  slotTooFar: `Choose a date within the next ${VISIT_DAYS_AHEAD} days`,
  slotHours: 'Choose a time between 8 am and 8 pm',
  slotsDistinct: 'Choose different times for each slot',
  reasonRequired: 'Give a reason for declining',
  notUnlocked: 'Unlock the contact details before asking for a visit',
  notOnMarket: 'This property is no longer on the market',
  tooMany: 'Too many visit requests. Please try again later.',
  openPerListing: `You already have ${VISIT_OPEN_PER_LISTING_MAX} open visit requests for this property`,
  openInAll: `You already have ${VISIT_OPEN_MAX} open visit requests`,
  notFound: 'Visit not found',
  onlyOwner: 'Only the owner of the property can answer a visit request',
  notRequested: 'This visit request has already been answered or cancelled',
  notOpen: 'This visit can no longer be cancelled',
  slotNotOffered: 'Choose one of the proposed slots',
  noInvitation: 'Only an accepted visit has a calendar invitation',
  requested: 'Visit request sent to the owner',
  accepted: 'Visit accepted',
  declined: 'Visit declined',
  cancelled: 'Visit cancelled',
} as const

const slotSchema = z.iso.datetime({ offset: true, error: VISIT_TEXTS.slotInvalid })

/** POST visits. Whether each slot is ahead, in range and in hours is the service's (it has the clock). */
export const VisitBodySchema = z.object({
  property_id: idSchema('Property id'),
  slots: z
    .array(slotSchema, { error: VISIT_TEXTS.slotsRequired })
    .min(1, VISIT_TEXTS.slotsRequired)
    .max(VISIT_SLOTS_MAX, VISIT_TEXTS.slotsMax),
  note: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    multiLine(
      z
        .string()
        .trim()
        .max(VISIT_NOTE_MAX_LENGTH, `Note must be at most ${VISIT_NOTE_MAX_LENGTH} characters`),
    ).optional(),
  ),
})
export type VisitBody = z.infer<typeof VisitBodySchema>

/** POST visits/{id}/accept: the slot, one of those proposed. */
export const VisitAcceptBodySchema = z.object({ slot: slotSchema })
export type VisitAcceptBody = z.infer<typeof VisitAcceptBodySchema>

const reasonSchema = oneLine(
  z
    .string({ error: VISIT_TEXTS.reasonRequired })
    .trim()
    .min(1, VISIT_TEXTS.reasonRequired)
    .max(VISIT_REASON_MAX_LENGTH, `Reason must be at most ${VISIT_REASON_MAX_LENGTH} characters`),
)

/** POST visits/{id}/decline. */
export const VisitDeclineBodySchema = z.object({ reason: reasonSchema })
export type VisitDeclineBody = z.infer<typeof VisitDeclineBodySchema>

/** POST visits/{id}/cancel: a reason is optional. */
export const VisitCancelBodySchema = z
  .object({
    reason: z.preprocess((v) => (v === '' || v === null ? undefined : v), reasonSchema.optional()),
  })
  .nullish()
export type VisitCancelBody = z.infer<typeof VisitCancelBodySchema>

export const VisitIdParamsSchema = z.object({ id: idSchema('Visit id') })

/** GET visits: mine, as seeker or owner (both without `role`), upcoming first by time. */
export const VisitsQuerySchema = PageQuerySchema.extend({
  role: z.enum(VISIT_ROLES, { error: 'Role must be seeker or owner' }).optional(),
  when: z.enum(VISIT_WHEN, { error: 'When must be upcoming or past' }).default('upcoming'),
  property_id: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    idSchema('Property id').optional(),
  ),
})
export type VisitsQuery = z.infer<typeof VisitsQuerySchema>

/** The other side of a visit, as the signed-in user sees them. */
const PartySchema = z.object({
  name: z.string(),
  phone_number: z.string(),
  email: z.string().nullable(),
})

export const VisitSchema = z.object({
  id: z.number().int(),
  /** The signed-in user's side of it. */
  role: z.enum(VISIT_ROLES),
  status: z.enum(VISIT_STATUSES),
  property: z.object({
    id: z.number().int(),
    name: z.string(),
    /** The listing's address on one line, as the calendar invitation gives it. */
    address: z.string(),
  }),
  /** The seeker when I am the owner; the owner when I am the seeker. */
  with: PartySchema,
  /** The proposed slots, earliest first (ISO instants, +05:30). */
  slots: z.array(z.string()),
  /** The agreed slot once accepted. */
  slot: z.string().nullable(),
  note: z.string().nullable(),
  /** The owner's reason for declining, or the canceller's. */
  reason: z.string().nullable(),
  cancelled_by: z.enum(VISIT_ROLES).nullable(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
})
export type Visit = z.infer<typeof VisitSchema>
export const VisitResponseSchema = ok(VisitSchema)
export const VisitPageSchema = paged(VisitSchema)

/* ---------------------------------------------------------------- India time */

const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const
const pad = (n: number) => String(n).padStart(2, '0')

/** An instant's wall clock in India (IST has no daylight saving: a fixed offset). */
export function istParts(at: Date) {
  const local = new Date(at.getTime() + IST_OFFSET_MINUTES * MINUTE_MS)
  return {
    year: local.getUTCFullYear(),
    /** 1..12 */
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    millisecond: local.getUTCMilliseconds(),
  }
}

/** An instant as ISO 8601 with India's offset: "2026-12-01T10:30:00+05:30". */
export function toIstIso(at: Date): string {
  const p = istParts(at)
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}+05:30`
}

/** A slot as people read it, India time: "Tue, 1 Dec 2026, 10:30 am". */
export function formatVisitTime(at: Date): string {
  const p = istParts(at)
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12
  const half = p.hour < 12 ? 'am' : 'pm'
  return `${WEEKDAYS[p.weekday]}, ${p.day} ${MONTHS[p.month - 1]} ${p.year}, ${hour12}:${pad(p.minute)} ${half}`
}

/**
 * What is wrong with a proposed slot at `now`, or null: on a whole minute, ahead of now, within
 * VISIT_DAYS_AHEAD days, starting between VISIT_FIRST_HOUR_IST:00 and VISIT_LAST_HOUR_IST:00
 * India time (both included). The API's rule; the web form may ask it too.
 */
export function visitSlotProblem(at: Date, now: Date): string | null {
  const t = at.getTime()
  if (!Number.isFinite(t) || t % MINUTE_MS !== 0) return VISIT_TEXTS.slotInvalid
  if (t <= now.getTime()) return VISIT_TEXTS.slotPast
  if (t > now.getTime() + VISIT_DAYS_AHEAD * DAY_MS) return VISIT_TEXTS.slotTooFar
  const p = istParts(at)
  const minuteOfDay = p.hour * 60 + p.minute
  if (minuteOfDay < VISIT_FIRST_HOUR_IST * 60 || minuteOfDay > VISIT_LAST_HOUR_IST * 60) {
    return VISIT_TEXTS.slotHours
  }
  return null
}
