import type { Transporter } from 'nodemailer'
import type { Messenger } from './types'

export interface SmtpOptions {
  /** smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465 (TLS from the start). */
  url: string
  from: string
  /**
   * Refuse to send unless the connection is encrypted: on smtp:// the server must offer
   * STARTTLS (nodemailer's `requireTLS`). Certificates are always verified.
   */
  requireTls: boolean
  /** PEM certificates of a private CA the server's certificate is checked against. */
  tlsCa?: string | undefined
  /** Sign every message (nodemailer's own DKIM signer). */
  dkim?: { domainName: string; keySelector: string; privateKey: string } | undefined
}

/**
 * The headers a DKIM signature covers: nodemailer's default list lacks List-Unsubscribe-Post,
 * which RFC 8058 (section 4) requires to be signed with List-Unsubscribe.
 */
const DKIM_SIGNED_HEADERS = [
  'From',
  'Sender',
  'Reply-To',
  'Subject',
  'Date',
  'Message-ID',
  'To',
  'Cc',
  'MIME-Version',
  'Content-Type',
  'Content-Transfer-Encoding',
  'In-Reply-To',
  'References',
  'List-Unsubscribe',
  'List-Unsubscribe-Post',
].join(':')

/** E-mail through any SMTP server (smtp:// or smtps:// URL). Cannot send SMS. */
export function createSmtpMessenger(options: SmtpOptions): Messenger {
  // Nodemailer (about 6 MB resident) is loaded by the first e-mail, not at start.
  let made: Promise<Transporter> | undefined
  const transport = () =>
    (made ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: options.url,
        requireTLS: options.requireTls,
        ...(options.tlsCa ? { tls: { ca: options.tlsCa } } : {}),
        ...(options.dkim
          ? { dkim: { ...options.dkim, headerFieldNames: DKIM_SIGNED_HEADERS } }
          : {}),
        // Nodemailer waits minutes by default; a person is waiting for this answer.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    ))
  return {
    channels: new Set(['email']),
    async send({ channel, to, subject, text, html, headers, replyTo, attachments }) {
      if (channel !== 'email') throw new Error('The smtp driver cannot send SMS')
      await (
        await transport()
      ).sendMail({
        from: options.from,
        to,
        subject,
        text,
        ...(html ? { html } : {}),
        ...(headers ? { headers } : {}),
        ...(replyTo ? { replyTo } : {}),
        ...(attachments?.length
          ? {
              attachments: attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                content: a.content,
              })),
            }
          : {}),
      })
    },
    async close() {
      if (made) (await made).close()
    },
  }
}
