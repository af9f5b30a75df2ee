import type { Messenger } from './types'

export interface Msg91Options {
  url: string
  authKey: string
  templateId: string
  timeoutMs?: number
}

/**
 * SMS through MSG91's flow API: the text lives in a DLT-approved template on MSG91's side and
 * we send only the template id and the code. Errors never carry the request body (the code).
 */
export function createMsg91Messenger(options: Msg91Options): Messenger {
  return {
    channels: new Set(['sms']),
    async send({ channel, to, code }) {
      if (channel !== 'sms' || !code) throw new Error('The msg91 driver sends only OTP SMS')
      const res = await fetch(options.url, {
        method: 'POST',
        headers: {
          authkey: options.authKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          template_id: options.templateId,
          short_url: '0',
          recipients: [{ mobiles: `91${to}`, otp: code }],
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      })
      if (!res.ok) throw new Error(`MSG91 answered HTTP ${res.status}`)
    },
    async close() {},
  }
}
