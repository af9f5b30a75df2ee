import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { MAX_UPLOAD_BYTES } from '@app/contract/constants'
import { OWNER_TEXTS } from '@app/contract/owner-texts'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { AppError, validationFailed } from './app-error'
import { allowUploadTime } from './body-deadline'

/** A file part of a form, streamed to a temporary file (never held in memory). */
export interface FormFile {
  /** The form field it came in (`image`, `img_url`). */
  field: string
  /** The name the browser gave it: for messages only, never for storing. */
  filename: string
  /** Where it sits until it is checked and stored; removed by `Form.cleanup()`. */
  tmpPath: string
  size: number
}

export interface Form {
  fields: Record<string, unknown>
  files: FormFile[]
  /** Removes the temporary files; call it in a `finally`. */
  cleanup(): Promise<void>
}

export interface ReadFormOptions {
  /** Where temporary files go (created when missing). */
  tmpDir: string
  /** The file fields this call takes; a file in any other field is refused. */
  fileFields: readonly string[]
  /** At most this many files. */
  maxFiles?: number
  /** Bytes per file; MAX_UPLOAD_BYTES by default. */
  maxFileBytes?: number
  /**
   * Runs once, with the fields read so far, before the first file streams in (browsers send the
   * fields first): a form its route will refuse (403, 404, quota) is refused before its file is
   * read. Throwing ends the request; the file's bytes are then drained, not stored.
   */
  beforeFiles?: (fields: Record<string, unknown>) => Promise<void>
}

/** Form fields: how many, and how long each (the longest text field is a description). */
const MAX_FIELDS = 30
const MAX_FIELD_BYTES = 20_000

export const fileTooLarge = (filename: string) =>
  new AppError({
    code: 'PAYLOAD_TOO_LARGE',
    status: 413,
    message: OWNER_TEXTS.fileTooLarge(filename || 'The file'),
    errors: { file: [OWNER_TEXTS.fileTooLarge(filename || 'The file')] },
  })

/**
 * Reads a request's form, JSON or multipart alike (the spec's client sends both to the same
 * calls). File parts are streamed to temporary files as they arrive, counted against the size
 * limit while streaming: a file over it ends the request with a 413 and leaves nothing behind.
 */
export async function readForm(request: FastifyRequest, options: ReadFormOptions): Promise<Form> {
  const files: FormFile[] = []
  const cleanup = async () => {
    await Promise.all(files.map((f) => rm(f.tmpPath, { force: true })))
  }
  if (!request.isMultipart()) {
    const body = request.body
    const fields = body && typeof body === 'object' && !Array.isArray(body) ? body : {}
    return { fields: fields as Record<string, unknown>, files, cleanup }
  }

  const maxFileBytes = options.maxFileBytes ?? MAX_UPLOAD_BYTES
  const fields: Record<string, unknown> = {}
  let accepted = false
  await mkdir(options.tmpDir, { recursive: true })
  try {
    const parts = request.parts({
      limits: {
        fileSize: maxFileBytes,
        files: options.maxFiles ?? 1,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
      },
    })
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value
        continue
      }
      if (!options.fileFields.includes(part.fieldname)) {
        part.file.resume()
        throw validationFailed({ [part.fieldname]: ['No file is expected in this field'] })
      }
      if (!accepted) {
        try {
          await options.beforeFiles?.(fields)
        } catch (err) {
          part.file.resume()
          throw err
        }
        accepted = true
        // The route has accepted this form (authenticated, allowed): its file may take upload time.
        allowUploadTime(request)
      }
      const file: FormFile = {
        field: part.fieldname,
        filename: part.filename,
        tmpPath: path.join(options.tmpDir, `${randomUUID()}.upload`),
        size: 0,
      }
      files.push(file)
      try {
        await pipeline(part.file, createWriteStream(file.tmpPath, { mode: 0o600 }))
      } catch (err) {
        if (isTooLarge(err)) throw fileTooLarge(part.filename)
        throw err
      }
      if (part.file.truncated) throw fileTooLarge(part.filename)
      file.size = part.file.bytesRead
    }
  } catch (err) {
    await cleanup()
    throw mapBusboyError(err)
  }
  return { fields, files, cleanup }
}

function isTooLarge(err: unknown) {
  return (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
}

/**
 * What the multipart parser (busboy) says about a body that is not well-formed multipart: it
 * throws plain errors without a code, so their messages are all there is to know them by.
 */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data)$/

/** @fastify/multipart's limit and parse errors as our envelope's answers. */
function mapBusboyError(err: unknown) {
  if (err instanceof AppError) return err
  const code = (err as { code?: string }).code
  if (code === undefined && err instanceof Error && MALFORMED_MULTIPART.test(err.message)) {
    return new AppError({ code: 'BAD_REQUEST', status: 400, message: 'Malformed form data' })
  }
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge('')
    case 'FST_FILES_LIMIT':
      return validationFailed({ file: ['Send one file per request'] })
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return validationFailed({ form: ['Too many form fields'] })
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_PROTO_VIOLATION':
    case 'FST_MP_PREMATURE_CLOSE':
      return new AppError({ code: 'BAD_REQUEST', status: 400, message: 'Malformed form data' })
    default:
      return err
  }
}

/** The fields checked against a contract schema: a 422 naming each bad field, as Fastify would. */
export function parseFields<S extends z.ZodType>(schema: S, fields: unknown): z.infer<S> {
  const result = schema.safeParse(fields)
  if (result.success) return result.data
  const errors: Record<string, string[]> = {}
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || 'body'
    ;(errors[field] ??= []).push(issue.message)
  }
  throw validationFailed(errors)
}
