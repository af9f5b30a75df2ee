export type Channel = 'email' | 'sms'

export interface Message {
  channel: Channel
  /** An e-mail address, or a 10-digit Indian mobile number. */
  to: string
  subject: string
  text: string
  /**
   * The same message as HTML (lib/mail renders both from one template). E-mail drivers send it
   * as the alternative part; SMS drivers ignore it.
   */
  html?: string
  /** Extra e-mail headers, such as List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post. */
  headers?: Record<string, string>
  /** Files sent with an e-mail (a visit's calendar invitation); SMS drivers ignore them. */
  attachments?: Attachment[]
  /** Where a reply goes (the enquirer's address on a contact enquiry). */
  replyTo?: string
  /** The one-time code itself, for drivers that fill a provider's template (MSG91). */
  code?: string
  /**
   * Which template a template-only driver (MSG91) sends this text with, and the values it
   * fills in; drivers that send the text itself ignore both.
   */
  template?: SmsTemplate
  vars?: Record<string, string>
}

/** A file attached to an e-mail, its content as text (an .ics). */
export interface Attachment {
  filename: string
  /** The MIME type with its parameters: `text/calendar; method=REQUEST; charset=UTF-8`. */
  contentType: string
  content: string
}

/** The texts other than one-time codes that have an SMS template of their own. */
export type SmsTemplate = 'alert' | 'lead'

/** One way out for every message the product sends; the driver is chosen by configuration. */
export interface Messenger {
  /** The channels this driver can actually deliver on. */
  readonly channels: ReadonlySet<Channel>
  /**
   * For a driver that texts only through templates (MSG91): the templates it has, beyond the
   * one-time code's. Absent: it sends any text.
   */
  readonly smsTemplates?: ReadonlySet<SmsTemplate>
  send(message: Message): Promise<void>
  close(): Promise<void>
}
