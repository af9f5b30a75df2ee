import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { razorpayProvider } from '../../../src/modules/wallet/providers/razorpay'
import { ProviderError } from '../../../src/modules/wallet/providers/types'
import { RAZORPAY_KEYS, startRazorpayStub } from '../../helpers/razorpay-stub'

describe('the Razorpay provider over fetch (no SDK internals)', () => {
  it('gives up a call Razorpay does not answer after its timeout', async () => {
    // Accepts connections and never answers.
    const silent = createServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as AddressInfo
    try {
      const provider = razorpayProvider({
        ...RAZORPAY_KEYS,
        apiUrl: `http://127.0.0.1:${port}/v1`,
        timeoutMs: 300,
      })
      const started = Date.now()
      await expect(
        provider.createOrder({ amountPaise: 100, receipt: 'rcpt_timeout', notes: {} }),
      ).rejects.toThrow(/Razorpay create order: TimeoutError/)
      await expect(provider.fetchOrderPayments('order_Silent00000001')).rejects.toBeInstanceOf(
        ProviderError,
      )
      expect(Date.now() - started).toBeLessThan(5_000)
    } finally {
      silent.closeAllConnections()
      await new Promise<void>((resolve) => silent.close(() => resolve()))
    }
  })

  it("answers Razorpay's error as a ProviderError with its code and description", async () => {
    const stub = await startRazorpayStub()
    try {
      const provider = razorpayProvider({ ...RAZORPAY_KEYS, keySecret: 'wrong', apiUrl: stub.url })
      await expect(
        provider.createOrder({ amountPaise: 100, receipt: 'rcpt_auth', notes: {} }),
      ).rejects.toThrow(
        'Razorpay create order: 401 BAD_REQUEST_ERROR The api key provided is invalid',
      )
      const good = razorpayProvider({ ...RAZORPAY_KEYS, apiUrl: `${stub.url}/` })
      const { id } = await good.createOrder({ amountPaise: 250, receipt: 'rcpt_ok', notes: {} })
      stub.pay(id, 'captured', undefined, 'wallet')
      expect(await good.fetchOrderPayments(id)).toEqual([
        { id: expect.stringMatching(/^pay_/), status: 'captured', amount: 250, method: 'wallet' },
      ])
    } finally {
      await stub.close()
    }
  })
})
