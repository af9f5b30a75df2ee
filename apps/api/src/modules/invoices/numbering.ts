import { PAYMENT_STATUS } from '@app/contract/wallet-texts'
import type { Db } from '../../db/client'
import * as repo from './repository'
import { financialYear, formatInvoiceNumber } from './tax'

/**
 * The most paid orders one numbering gives numbers to; more wait for the next one (every
 * settlement asks for one, and reconciliation sweeps, see wallet/reconcile.ts).
 */
export const NUMBERING_BATCH = 500

/** Where a numbering's failure is reported. */
export interface NumberingLog {
  error(obj: object, msg: string): void
}

/**
 * Gives every paid order without a tax invoice number its number (up to NUMBERING_BATCH), the
 * next ones of its financial year's series (by the payment's date in India), oldest payment
 * first, in one transaction that holds the numbering lock: numberings queue on it, each reads
 * the orders and the series after it got the lock (so it sees what the one before it
 * committed), and a rollback gives its numbers back: the series has no gaps (GST rule 46).
 * Answers how many orders it numbered. `prefix` is INVOICE_PREFIX.
 */
export async function numberInvoices(db: Db, prefix: string): Promise<number> {
  // Most calls find nothing left (a numbering that ran meanwhile took their order): no lock then.
  if ((await repo.unnumberedOrders(db, 1, false)).length === 0) return 0
  return db.transaction(async (tx) => {
    await repo.lockNumbering(tx)
    const orders = await repo.unnumberedOrders(tx, NUMBERING_BATCH, true)
    if (orders.length === 0) return 0
    const last = new Map<string, number>()
    const numbered: { id: number; number: string }[] = []
    for (const order of orders) {
      const year = financialYear(order.paidAt)
      const serial = (last.get(year) ?? (await repo.lastSerial(tx, year))) + 1
      last.set(year, serial)
      numbered.push({ id: order.id, number: formatInvoiceNumber(prefix, year, serial) })
    }
    await repo.setInvoiceNumbers(tx, numbered)
    for (const [year, serial] of last) await repo.setLastSerial(tx, year, serial)
    return numbered.length
  })
}

/**
 * Numberings for one process, one at a time: `settled()` resolves once a numbering that began
 * after the call has ended, so a payment committed before the call has its number by then;
 * `soon()` asks for one without waiting. Calls that come while one runs share the next one:
 * under many confirmations at once, one transaction numbers them all instead of each queueing
 * for the lock with a commit of its own. A failed numbering is logged, not thrown (the payment
 * is credited; the next numbering or the reconciliation's sweep gives the number).
 */
export class InvoiceNumbering {
  /** The numberings running now and those asked for meanwhile; undefined when idle. */
  private running: Promise<void> | undefined
  /** The callers waiting for the next numbering. */
  private waiting: (() => void)[] = []

  constructor(
    private readonly db: Db,
    private readonly prefix: () => string,
    private readonly log: NumberingLog,
  ) {}

  settled(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting.push(resolve)
      this.running ??= this.loop()
    })
  }

  /** A numbering that begins after this call, nobody waiting for it. */
  soon(): void {
    void this.settled()
  }

  /** Resolves once no numbering runs or is asked for (at close: none is left half done). */
  async idle(): Promise<void> {
    await this.running
  }

  /**
   * Readers of invoice numbers: `read`, and when the orders it found (`ordersIn`) hold a paid
   * one still without its number (a confirmation answered before its numbering ended), the
   * numbering's end and `read` again. A payment's invoice is there whenever its credits are.
   */
  async numbered<T>(
    read: () => Promise<T>,
    ordersIn: (found: T) => readonly { status: number | null; invoiceNumber: string | null }[],
  ): Promise<T> {
    const found = await read()
    const waiting = ordersIn(found).some(
      (order) => order.status === PAYMENT_STATUS.success && order.invoiceNumber === null,
    )
    if (!waiting) return found
    await this.settled()
    return read()
  }

  private async loop() {
    while (this.waiting.length > 0) {
      const served = this.waiting
      this.waiting = []
      try {
        // Up to a batch per numbering: a backlog (after an outage) takes a few rounds.
        while ((await numberInvoices(this.db, this.prefix())) === NUMBERING_BATCH);
      } catch (err) {
        this.log.error({ err }, 'invoice numbers not given')
      }
      for (const resolve of served) resolve()
    }
    this.running = undefined
  }
}
