import { describe, expect, it } from 'vitest'
import { InFlight, KeyedQueue, Queue } from '../../src/lib/in-flight'

/** A task that runs until its `finish` is called, recording how many run at once. */
function gate() {
  let running = 0
  let most = 0
  const finishers: (() => void)[] = []
  const task = () =>
    new Promise<void>((resolve) => {
      running++
      most = Math.max(most, running)
      finishers.push(() => {
        running--
        resolve()
      })
    })
  return {
    task,
    finishNext: () => finishers.shift()?.(),
    get running() {
      return running
    },
    get most() {
      return most
    },
  }
}

/** Lets queued continuations run. */
const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('InFlight', () => {
  it('refuses a key past its limit, and takes it again once a place is released', () => {
    const uploads = new InFlight(2)
    const first = uploads.take('7')
    const second = uploads.take('7')
    expect(first && second).toBeTruthy()
    expect(uploads.take('7')).toBeUndefined()
    // Another key has places of its own.
    expect(uploads.take('8')).toBeDefined()

    first!()
    expect(uploads.count('7')).toBe(1)
    expect(uploads.take('7')).toBeDefined()
  })

  it('counts a place released twice once, and forgets keys with nothing in flight', () => {
    const bodies = new InFlight(1)
    const release = bodies.take('10.0.0.1')!
    release()
    release()
    expect(bodies.count('10.0.0.1')).toBe(0)
    expect(bodies.keys).toBe(0)
    const again = bodies.take('10.0.0.1')
    expect(again).toBeDefined()
    expect(bodies.take('10.0.0.1')).toBeUndefined()
  })
})

describe('Queue', () => {
  it('runs at most its width at once and the rest in the order they came', async () => {
    const queue = new Queue(2)
    const work = gate()
    const order: number[] = []
    const done = [1, 2, 3, 4, 5].map((n) =>
      queue.run(async () => {
        order.push(n)
        await work.task()
      }),
    )
    await settle()
    expect(work.running).toBe(2)
    expect(queue.waiting).toBe(3)
    while (order.length < 5 || work.running > 0) {
      work.finishNext()
      await settle()
    }
    await Promise.all(done)
    expect(work.most).toBe(2)
    expect(order).toEqual([1, 2, 3, 4, 5])
    expect(queue.running).toBe(0)
  })

  it('gives the place on when a task fails', async () => {
    const queue = new Queue(1)
    const failed = queue.run(() => Promise.reject(new Error('not a picture')))
    await expect(failed).rejects.toThrow('not a picture')
    await expect(queue.run(async () => 'next')).resolves.toBe('next')
    expect(queue.running).toBe(0)
  })
})

describe('KeyedQueue', () => {
  it("lets one key's tasks take turns while another key's run beside them", async () => {
    const perOwner = new KeyedQueue(1)
    const abuser = gate()
    const other = gate()
    const abusers = [1, 2, 3].map(() => perOwner.run('abuser', abuser.task))
    const others = perOwner.run('other', other.task)
    await settle()
    expect(abuser.running).toBe(1)
    expect(other.running).toBe(1)

    other.finishNext()
    await others
    for (let i = 0; i < 3; i++) {
      abuser.finishNext()
      await settle()
    }
    await Promise.all(abusers)
    expect(abuser.most).toBe(1)
    expect(perOwner.keys).toBe(0)
  })
})
