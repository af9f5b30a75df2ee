import { desc } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Tx } from '../../db/client'
import { outboxMessages } from '../../db/schema/index'
import type { Clock } from '../clock'
import type { Messenger } from './types'

/**
 * Development delivery: messages are stored for /dev/outbox and written to the log. This is the
 * only driver that may log a message's text (and so an OTP code): its whole purpose is to let a
 * developer read the code, and production refuses it at start-up (config/).
 */
export function createOutboxMessenger(db: Tx, clock: Clock, log: FastifyBaseLogger): Messenger {
  return {
    channels: new Set(['email', 'sms']),
    async send({ channel, to, subject, text, html, attachments }) {
      // The HTML part is kept for e-mail only: a text message has none. Attachments are named
      // at the end of the stored text (their content is not kept).
      const files =
        channel === 'email' && attachments?.length
          ? `\n\n${attachments.map((a) => `Attached: ${a.filename} (${a.contentType})`).join('\n')}`
          : ''
      await db.insert(outboxMessages).values({
        channel,
        recipient: to,
        subject,
        body: text + files,
        html: channel === 'email' ? (html ?? null) : null,
        createdAt: clock.now(),
      })
      log.info({ outbox: { channel, to, subject } }, `outbox (dev only): ${text}`)
    },
    async close() {},
  }
}

export function latestOutboxMessages(db: Tx, limit: number) {
  return db
    .select({
      id: outboxMessages.id,
      channel: outboxMessages.channel,
      recipient: outboxMessages.recipient,
      subject: outboxMessages.subject,
      body: outboxMessages.body,
      html: outboxMessages.html,
      createdAt: outboxMessages.createdAt,
    })
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.id))
    .limit(limit)
}
