import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { NOTICE_LONG_MS } from '@app/contract/constants'
import { polyfillDialog } from '../../test/test-utils'
import { TimedNotice } from './timed-notice'

describe('TimedNotice', () => {
  beforeAll(polyfillDialog)
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('closes by itself when its time is up, not before', () => {
    const onDone = vi.fn()
    render(
      <TimedNotice
        open
        title="Login Required"
        message="Please login to continue"
        durationMs={NOTICE_LONG_MS}
        onDone={onDone}
      />,
    )
    expect(screen.getByText('Login Required')).toBeInTheDocument()
    expect(screen.getByTestId('notice-progress').style.animation).toContain(`${NOTICE_LONG_MS}ms`)
    act(() => vi.advanceTimersByTime(NOTICE_LONG_MS - 1))
    expect(onDone).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onDone).toHaveBeenCalledTimes(1)
  })

  it('does not run its timer while closed', () => {
    const onDone = vi.fn()
    render(<TimedNotice open={false} title="Hidden" durationMs={1000} onDone={onDone} />)
    act(() => vi.advanceTimersByTime(5000))
    expect(onDone).not.toHaveBeenCalled()
  })
})
