import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'
import { createMsg91Messenger } from '../lib/messenger/msg91'
import { createOutboxMessenger } from '../lib/messenger/outbox'
import { createSmtpMessenger } from '../lib/messenger/smtp'
import type { Messenger } from '../lib/messenger/types'

declare module 'fastify' {
  interface FastifyInstance {
    messenger: Messenger
  }
}

function createMessenger(app: FastifyInstance, otp: Config['otp']): Messenger {
  switch (otp.delivery) {
    case 'smtp':
      // config/ requires SMTP_URL for this driver.
      return createSmtpMessenger({
        url: otp.smtpUrl!,
        from: otp.smtpFrom,
        requireTls: otp.smtpRequireTls,
        tlsCa: otp.smtpTlsCa,
        dkim: otp.dkim,
      })
    case 'msg91':
      return createMsg91Messenger({
        url: otp.msg91.url,
        authKey: otp.msg91.authKey!,
        templateId: otp.msg91.templateId!,
        alertTemplateId: otp.msg91.alertTemplateId,
        leadTemplateId: otp.msg91.leadTemplateId,
      })
    case 'outbox':
      return createOutboxMessenger(app.db, app.clock, app.log.child({ module: 'outbox' }))
  }
}

/** The configured delivery driver (OTP_DELIVERY) behind one `send`. */
export default fp(async function messenger(app: FastifyInstance) {
  const driver = createMessenger(app, app.config.otp)
  app.decorate('messenger', driver)
  app.addHook('onClose', () => driver.close())
})
