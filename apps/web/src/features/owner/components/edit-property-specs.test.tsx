import { FIRE_NOC_FILE_FIELD, SEARCH_TEXTS, SPEC_FORM_TEXTS } from '@app/contract/search-texts'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fullDetails } from '../full-details.fixture'
import { notice, ok, openEditor, serve, setUpEditorTests } from './edit-property-test-kit'

setUpEditorTests()

describe('Edit Property Details: warehouse specifications', () => {
  it('edits the warehouse specifications with the contract messages, and sends a certificate', async () => {
    const api = serve(fullDetails(), { 'POST properties/12': ok('Property updated successfully.') })
    const { user, modal } = await openEditor()
    expect(modal.getByLabelText('Docks')).toHaveValue(4)
    expect(modal.getByLabelText('Flooring')).toHaveValue('fm2')
    expect(modal.getByLabelText('Fire NOC')).toHaveValue('yes')
    expect(modal.getByLabelText('24×7 security')).toHaveValue('')

    await user.clear(modal.getByLabelText('Docks'))
    await user.type(modal.getByLabelText('Docks'), '501')
    await user.click(modal.getByRole('button', { name: 'Save Changes' }))
    expect(modal.getByText('Docks must be at most 500')).toBeVisible()
    expect(api.writes()).toEqual([])

    await user.clear(modal.getByLabelText('Docks'))
    await user.type(modal.getByLabelText('Docks'), '8')
    await user.selectOptions(modal.getByLabelText('Flooring'), 'Tremix')
    await user.selectOptions(modal.getByLabelText('24×7 security'), 'Yes')
    const certificate = new File(['%PDF-1.4'], 'noc.pdf', { type: 'application/pdf' })
    await user.upload(modal.getByLabelText(SPEC_FORM_TEXTS.certificate), certificate)
    expect(modal.getByText('noc.pdf')).toBeVisible()
    await user.click(modal.getByRole('button', { name: 'Save Changes' }))
    expect(await notice('Success')).toHaveTextContent('Successfully updated: basic info')
    const [sent] = api.sent('POST properties/12') as Record<string, unknown>[]
    expect(sent).toMatchObject({ docks: '8', flooring: 'tremix', security_24x7: 'true' })
    expect((sent![FIRE_NOC_FILE_FIELD] as File).name).toBe('noc.pdf')
  })

  it('refuses a certificate that is not a PDF or picture before sending it', async () => {
    const api = serve(fullDetails())
    const { user, modal } = await openEditor()
    const file = new File(['<html>'], 'noc.html', { type: 'text/html' })
    await userEvent
      .setup({ applyAccept: false })
      .upload(modal.getByLabelText(SPEC_FORM_TEXTS.certificate), file)
    expect(modal.getByText(SPEC_FORM_TEXTS.certificateType)).toBeVisible()
    await user.click(modal.getByRole('button', { name: 'Save Changes' }))
    expect(api.writes()).toEqual([])
  })

  it("says that changing a verified listing's specifications clears the verification", async () => {
    serve(fullDetails({ verified: true }))
    const { modal } = await openEditor()
    expect(modal.getByText(SEARCH_TEXTS.verified)).toBeVisible()
    expect(modal.getByText(SPEC_FORM_TEXTS.changeClearsVerified)).toBeVisible()
  })
})
