import type { Messenger, SmsTemplate } from './types'

export interface Msg91Options {
  url: string
  authKey: string
  templateId: string
  /** The saved-search alert's template (vars: name, count, link); without it, no alert SMS. */
  alertTemplateId?: string | undefined
  /** The owner's lead notice's template (vars: name, listing, link); without it, no lead SMS. */
  leadTemplateId?: string | undefined
  timeoutMs?: number
}

/**
 * SMS through MSG91's flow API: the text lives in a DLT-approved template on MSG91's side and
 * we send only the template id and its values: the one-time code, (with alertTemplateId) a
 * saved-search alert's name, count and link, or (with leadTemplateId) an owner's lead notice's
 * seeker name, listing and link. Errors never carry the request body (the code).
 */
export function createMsg91Messenger(options: Msg91Options): Messenger {
  const templates: Record<SmsTemplate, string | undefined> = {
    alert: options.alertTemplateId,
    lead: options.leadTemplateId,
  }
  return {
    channels: new Set(['sms']),
    smsTemplates: new Set(
      (Object.keys(templates) as SmsTemplate[]).filter((name) => templates[name] !== undefined),
    ),
    async send({ channel, to, code, template, vars }) {
      if (channel !== 'sms') throw new Error('The msg91 driver sends only SMS')
      const templateId = template ? templates[template] : undefined
      let filled: { templateId: string; values: Record<string, string> }
      if (code) filled = { templateId: options.templateId, values: { otp: code } }
      else if (templateId) filled = { templateId, values: vars ?? {} }
      else throw new Error('The msg91 driver has no template for this text')
      const res = await fetch(options.url, {
        method: 'POST',
        headers: {
          authkey: options.authKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({
          template_id: filled.templateId,
          short_url: '0',
          recipients: [{ ...filled.values, mobiles: `91${to}` }],
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      })
      if (!res.ok) throw new Error(`MSG91 answered HTTP ${res.status}`)
    },
    async close() {},
  }
}
