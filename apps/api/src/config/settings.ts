import { createPrivateKey, X509Certificate } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { isSocialPage, SOCIAL_NETWORKS, type SocialNetwork } from '@app/contract/site'
import { REPO_ROOT } from '../roots'

/* The kinds of value settings take, each with its message. */

export const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v)

/** A file's text for a setting that names one; an issue on the setting when it cannot be read. */
function readSettingFile(file: string, ctx: z.RefinementCtx): string | undefined {
  try {
    return readFileSync(path.resolve(REPO_ROOT, file), 'utf8')
  } catch {
    ctx.addIssue({ code: 'custom', message: `cannot read the file ${file}` })
    return undefined
  }
}

/** SMTP_TLS_CA: a PEM file of the CA certificate(s) the mail server's certificate is checked against. */
export const pemCertificatesFile = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .optional()
    .transform((file, ctx) => {
      if (file === undefined) return undefined
      const pem = readSettingFile(file, ctx)
      if (pem === undefined) return undefined
      try {
        new X509Certificate(pem)
      } catch {
        ctx.addIssue({ code: 'custom', message: `${file} holds no PEM certificate` })
      }
      return pem
    }),
)

/**
 * DKIM_PRIVATE_KEY: the PEM key itself (line breaks may be written as \n in an env file), or the
 * path of a file holding it.
 */
export const pemPrivateKey = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined
      const pem = value.trimStart().startsWith('-----BEGIN')
        ? value.replaceAll('\\n', '\n')
        : readSettingFile(value, ctx)
      if (pem === undefined) return undefined
      try {
        createPrivateKey(pem)
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'must be a PEM private key, or a file holding one',
        })
      }
      return pem
    }),
)

/** An optional https address of the operator's own page on a social network. */
export const socialPage = (network: SocialNetwork) => {
  const { hosts } = SOCIAL_NETWORKS[network]
  return z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .refine(
        (v) => isSocialPage(v, hosts),
        `must be the https address of your page on ${hosts[0]}, such as https://www.${hosts[0]}/yourcompany (not the site's home page)`,
      )
      .optional(),
  )
}

/** A whole number within a range; empty means the default. The message names the range. */
export function intInRange(min: number, max: number, fallback: number, unit = '') {
  const message = `must be a whole number from ${min} to ${max}${unit}`
  return z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: message })
      .int(message)
      .min(min, message)
      .max(max, message)
      .default(fallback),
  )
}

/** An optional PostgreSQL connection URL. */
export const postgresUrl = () =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  )
