import { z } from 'zod'
import {
  REPORT_ANSWERS,
  REPORT_REASONS,
  REPORT_RESOLUTIONS,
  REPORT_STATUSES,
  REPORT_TEXTS as T,
} from './admin-texts'
import { ok } from './envelope'
import { idSchema, MESSAGE_MAX_LENGTH, multiLine, tooLongMessage } from './input'
import { LISTING_STATUSES } from './owner-texts'

export * from './admin-texts'

/**
 * Reports and trust (issue 13; API.md "Reports and trust"): a seeker reports a listing they
 * unlocked, its owner answers, contact reports are refunded automatically when confirmed or
 * unanswered, admins resolve the rest.
 */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v)
/** Several lines; no controls or invisible formatting, NUL included (decision 036). */
const message = multiLine(
  z.string().trim().max(MESSAGE_MAX_LENGTH, tooLongMessage('Message', MESSAGE_MAX_LENGTH)),
)

/** POST property/report. A message is needed when the reason is "other". */
export const ReportBodySchema = z
  .object({
    property_id: idSchema('Property id'),
    reason: z.enum(REPORT_REASONS, { error: T.reasonRequired }),
    message: z.preprocess(blank, message.optional()),
  })
  .refine((b) => b.reason !== 'other' || Boolean(b.message), {
    path: ['message'],
    message: T.messageRequired,
  })
export type ReportBody = z.infer<typeof ReportBodySchema>
export const FiledReportResponseSchema = ok(
  z.object({ id: z.number().int(), status: z.enum(REPORT_STATUSES) }),
)

/** GET property/reports. */
export const PropertyReportsQuerySchema = z.object({ property_id: idSchema('Property id') })

/** POST property/reports/{id}/answer. */
export const AnswerBodySchema = z.object({
  answer: z.enum(REPORT_ANSWERS, { error: T.answerRequired }),
  message: z.preprocess(blank, message.optional()),
})
export type AnswerBody = z.infer<typeof AnswerBodySchema>

const id = z.number().int()
const date = z.string()

/** A report as its listing's owner and admins see it. */
export const ReportSchema = z.object({
  id,
  status: z.enum(REPORT_STATUSES),
  reason: z.enum(REPORT_REASONS),
  message: z.string().nullable(),
  created_at: date,
  /** When an unanswered contact report is refunded automatically; null for other reasons. */
  answer_due_at: date.nullable(),
  answer: z.enum(REPORT_ANSWERS).nullable(),
  answer_message: z.string().nullable(),
  answered_at: date.nullable(),
  resolution: z.enum(REPORT_RESOLUTIONS).nullable(),
  resolution_note: z.string().nullable(),
  resolved_at: date.nullable(),
  /** Credits given back to the reporter (0 until refunded). */
  refunded_credits: id,
  property: z.object({ id, name: z.string(), status: z.enum(LISTING_STATUSES) }),
  reporter: z.object({ id, name: z.string(), phone_number: z.string() }),
  unlock: z.object({ id, credits_spent: id, created_at: date }),
})
export type Report = z.infer<typeof ReportSchema>
export const ReportListResponseSchema = ok(z.array(ReportSchema))
export const ReportResponseSchema = ok(ReportSchema)

/**
 * What a seeker who unlocked a listing knows about reporting it (on the detail page and in
 * Unlocked Properties): until when they may report, and their latest report.
 */
export const MyReportSchema = z.object({
  /** Null once the window has closed. */
  reportable_until: date.nullable(),
  report: z
    .object({
      id,
      status: z.enum(REPORT_STATUSES),
      reason: z.enum(REPORT_REASONS),
      resolution: z.enum(REPORT_RESOLUTIONS).nullable(),
      created_at: date,
    })
    .nullable(),
})
export type MyReport = z.infer<typeof MyReportSchema>

/** An owner's response score (shown once they have RESPONSE_SCORE_MIN_UNLOCKS unlocks). */
export const ResponseScoreSchema = z.object({
  /** Share of unlocks over the last RESPONSE_SCORE_DAYS not refunded, 0..100. */
  percent: id,
  unlocks: id,
})
export type ResponseScore = z.infer<typeof ResponseScoreSchema>
