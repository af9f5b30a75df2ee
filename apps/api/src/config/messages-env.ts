import { z } from 'zod'
import { emptyAsUndefined, pemCertificatesFile, pemPrivateKey } from './settings'

/** How codes and alerts reach people: e-mail (SMTP, DKIM) or SMS (MSG91). */
export const messagesEnv = {
  /** How OTP codes reach people: kept in the database (dev), e-mailed, or sent by SMS. */
  OTP_DELIVERY: z.enum(['outbox', 'smtp', 'msg91']).default('outbox'),
  /** smtp://user:pass@host:587 or smtps://...; needed when OTP_DELIVERY=smtp. */
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      // Nodemailer would read a query as transport options: TLS has settings of its own.
      .refine((url) => !url.includes('?'), {
        message: 'takes no query: use SMTP_REQUIRE_TLS and SMTP_TLS_CA for TLS',
      })
      .optional(),
  ),
  SMTP_FROM: z.preprocess(emptyAsUndefined, z.string().min(3).optional()),
  /**
   * Refuse to send mail over an unencrypted connection (smtp:// without STARTTLS). Default: true in
   * production, false otherwise.
   */
  SMTP_REQUIRE_TLS: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()),
  /** A PEM file with the private CA that signed the mail server's certificate. */
  SMTP_TLS_CA: pemCertificatesFile,
  /** DKIM signing of every e-mail: all three, or none. */
  DKIM_DOMAIN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i,
        'must be a domain name',
      )
      .optional(),
  ),
  DKIM_SELECTOR: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9]([a-z0-9._-]{0,61}[a-z0-9])?$/i, 'must be a DNS label such as mail2026')
      .optional(),
  ),
  DKIM_PRIVATE_KEY: pemPrivateKey,
  MSG91_AUTH_KEY: z.preprocess(emptyAsUndefined, z.string().min(8).optional()),
  MSG91_TEMPLATE_ID: z.preprocess(emptyAsUndefined, z.string().min(4).optional()),
  MSG91_ALERT_TEMPLATE_ID: z.preprocess(emptyAsUndefined, z.string().min(4).optional()),
  MSG91_LEAD_TEMPLATE_ID: z.preprocess(emptyAsUndefined, z.string().min(4).optional()),
  MSG91_URL: z.url().default('https://control.msg91.com/api/v5/flow'),
}
