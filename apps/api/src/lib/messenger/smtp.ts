import type { Transporter } from 'nodemailer'
import type { Messenger } from './types'

/** E-mail through any SMTP server (smtp:// or smtps:// URL). Cannot send SMS. */
export function createSmtpMessenger(options: { url: string; from: string }): Messenger {
  // Nodemailer (about 6 MB resident) is loaded by the first e-mail, not at start.
  let made: Promise<Transporter> | undefined
  const transport = () =>
    (made ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: options.url,
        // Nodemailer waits minutes by default; a person is waiting for this answer.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    ))
  return {
    channels: new Set(['email']),
    async send({ channel, to, subject, text }) {
      if (channel !== 'email') throw new Error('The smtp driver cannot send SMS')
      await (await transport()).sendMail({ from: options.from, to, subject, text })
    },
    async close() {
      if (made) (await made).close()
    },
  }
}
