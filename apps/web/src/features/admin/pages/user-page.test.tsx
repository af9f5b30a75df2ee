import type { AdminUserProfile } from '@app/contract/admin'
import { ADMIN_TEXTS } from '@app/contract/admin-texts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mockApi, polyfillDialog, sentTo } from '../../../test/test-utils'
import { ADMIN, failure, ok, renderAdmin, userFixture } from '../admin-test-kit'

beforeAll(polyfillDialog)
afterEach(() => vi.restoreAllMocks())

function profile(overrides: Partial<AdminUserProfile['user']> = {}): AdminUserProfile {
  return {
    user: userFixture(overrides),
    listings: [],
    unlocks: [
      {
        id: 40,
        property_id: 12,
        property_name: 'Bhiwandi Unit 4',
        credits_spent: 10,
        created_at: '2026-03-04T08:00:00Z',
      },
    ],
    ledger: [
      {
        id: 90,
        kind: 'unlock',
        credits: -10,
        balance_after: 30,
        reference: 'unlock:40',
        property_id: 12,
        property_name: 'Bhiwandi Unit 4',
        created_at: '2026-03-04T08:00:00Z',
      },
    ],
  }
}

const adjustDialog = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Adjust credits' }))
  return screen.getByRole('dialog', { name: 'Adjust credits' })
}

describe('/admin/users/:id', () => {
  it('shows the account, its unlocks and its credit history', async () => {
    mockApi({ 'GET admin/users/8': ok(profile()) })
    renderAdmin('/admin/users/8')
    expect(await screen.findByRole('heading', { name: 'Asha Verma' })).toBeVisible()
    expect(screen.getByText('asha@example.in')).toBeVisible()
    expect(screen.getByRole('table', { name: 'Unlocks by Asha Verma' })).toHaveTextContent(
      'Bhiwandi Unit 4',
    )
    const history = screen.getByRole('table', { name: 'Credit history of Asha Verma' })
    expect(history).toHaveTextContent('Unlock')
    expect(history).toHaveTextContent('−10')
    expect(screen.getByText('No listings.')).toBeVisible()
  })

  it("puts the server's 409 (below zero) under the credits field", async () => {
    const api = mockApi({
      'GET admin/users/8': ok(profile()),
      'POST admin/users/8/credits': failure(409, 'INSUFFICIENT_CREDITS', ADMIN_TEXTS.belowZero),
    })
    renderAdmin('/admin/users/8')
    const dialog = await adjustDialog()
    const user = userEvent.setup()
    await user.type(within(dialog).getByRole('textbox', { name: /Credits to add or take/ }), '-50')
    expect(within(dialog).getByText('−50 → balance -20')).toBeVisible()
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Duplicate grant')
    await user.click(within(dialog).getByRole('button', { name: 'Adjust credits' }))

    const credits = within(dialog).getByRole('textbox', { name: /Credits to add or take/ })
    await waitFor(() => expect(credits).toHaveAttribute('aria-invalid', 'true'))
    expect(credits).toHaveAccessibleDescription(ADMIN_TEXTS.belowZero)
    expect(sentTo(api, 'POST admin/users/8/credits')).toEqual([
      { credits: -50, reason: 'Duplicate grant' },
    ])
    expect(screen.getByRole('dialog', { name: 'Adjust credits' })).toBeVisible()
  })

  it("checks the adjustment with the contract's messages before sending, then adjusts", async () => {
    let credits = 30
    const api = mockApi({
      'GET admin/users/8': () => ok(profile({ credits })),
      'POST admin/users/8/credits': (body) => {
        credits += (body as { credits: number }).credits
        return ok({ credits })
      },
    })
    renderAdmin('/admin/users/8')
    const dialog = await adjustDialog()
    const user = userEvent.setup()
    await user.type(within(dialog).getByRole('textbox', { name: /Credits to add or take/ }), '0')
    await user.click(within(dialog).getByRole('button', { name: 'Adjust credits' }))
    expect(await within(dialog).findByText(ADMIN_TEXTS.creditsRequired)).toBeVisible()
    expect(within(dialog).getByText(ADMIN_TEXTS.reasonRequired)).toBeVisible()
    expect(sentTo(api, 'POST admin/users/8/credits')).toEqual([])

    await user.clear(within(dialog).getByRole('textbox', { name: /Credits to add or take/ }))
    await user.type(within(dialog).getByRole('textbox', { name: /Credits to add or take/ }), '25')
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Goodwill for a dead contact',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Adjust credits' }))
    expect(await screen.findByText('Credits adjusted. New balance: 55.')).toBeVisible()
    expect(sentTo(api, 'POST admin/users/8/credits')).toEqual([
      { credits: 25, reason: 'Goodwill for a dead contact' },
    ])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('blocks with a required reason and unblocks after a confirmation', async () => {
    let blocked = false
    const api = mockApi({
      'GET admin/users/8': () =>
        ok(profile(blocked ? { blocked: true, blocked_reason: 'Scraping contacts' } : {})),
      'POST admin/users/8/block': (body) => {
        blocked = (body as { blocked: boolean }).blocked
        return ok({ blocked })
      },
    })
    renderAdmin('/admin/users/8')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Block' }))
    const dialog = screen.getByRole('dialog', { name: 'Block Asha Verma?' })
    await user.click(within(dialog).getByRole('button', { name: 'Block account' }))
    expect(await within(dialog).findByText(ADMIN_TEXTS.reasonRequired)).toBeVisible()
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Scraping contacts')
    await user.click(within(dialog).getByRole('button', { name: 'Block account' }))
    expect(await screen.findByText('User blocked. Their sessions have ended.')).toBeVisible()
    expect(await screen.findByText('Scraping contacts')).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Unblock' }))
    await user.click(
      within(screen.getByRole('dialog', { name: 'Unblock Asha Verma?' })).getByRole('button', {
        name: 'Unblock',
      }),
    )
    expect(await screen.findByText('User unblocked.')).toBeVisible()
    expect(sentTo(api, 'POST admin/users/8/block')).toEqual([
      { blocked: true, reason: 'Scraping contacts' },
      { blocked: false },
    ])
  })

  it('changes the user type after choosing it', async () => {
    const api = mockApi({
      'GET admin/users/8': ok(profile()),
      'POST admin/users/8/type': ok({ user_type: 2 }),
    })
    renderAdmin('/admin/users/8')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Change type' }))
    const dialog = screen.getByRole('dialog', { name: 'Change user type' })
    expect(within(dialog).getByRole('button', { name: 'Make seeker' })).toBeDisabled()
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'New type' }), 'Owner')
    await user.click(within(dialog).getByRole('button', { name: 'Make owner' }))
    expect(await screen.findByText('User type changed.')).toBeVisible()
    expect(sentTo(api, 'POST admin/users/8/type')).toEqual([{ user_type: 2 }])
  })

  it("offers no actions on the admin's own account", async () => {
    mockApi({ 'GET admin/users/1': ok(profile({ id: ADMIN.id, name: ADMIN.name, user_type: 99 })) })
    renderAdmin('/admin/users/1')
    expect(await screen.findByText(ADMIN_TEXTS.notOwnAccount)).toBeVisible()
    for (const name of ['Adjust credits', 'Change type', 'Block'])
      expect(screen.getByRole('button', { name })).toBeDisabled()
  })
})
