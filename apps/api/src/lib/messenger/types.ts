export type Channel = 'email' | 'sms'

export interface Message {
  channel: Channel
  /** An e-mail address, or a 10-digit Indian mobile number. */
  to: string
  subject: string
  text: string
  /** The one-time code itself, for drivers that fill a provider's template (MSG91). */
  code?: string
}

/** One way out for every message the product sends; the driver is chosen by configuration. */
export interface Messenger {
  /** The channels this driver can actually deliver on. */
  readonly channels: ReadonlySet<Channel>
  send(message: Message): Promise<void>
  close(): Promise<void>
}
