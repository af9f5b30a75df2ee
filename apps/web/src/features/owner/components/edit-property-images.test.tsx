import { IMAGE_DELETED_ALERT_MS } from '@app/contract/constants'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { label } from '../../../test/test-utils'
import { fullDetails } from '../full-details.fixture'
import { notice, ok, openEditor, refused, serve, setUpEditorTests } from './edit-property-test-kit'

setUpEditorTests()

describe('Property Images', () => {
  it("deletes an image after 'Delete Image?' and says so for 2 s", async () => {
    const api = serve(fullDetails(), {
      'DELETE propertyAttachment/5': ok('Attachment deleted.'),
    })
    const { user, modal } = await openEditor()
    const images = within(modal.getByRole('list', { name: 'Current images' }))
    // Pictures only: the floor plan pdf is not among them.
    expect(images.getAllByRole('listitem')).toHaveLength(1)
    expect(images.getByRole('link', { name: 'Open Loading dock full size' })).toHaveAttribute(
      'href',
      '/storage/images/2b9f5a52-7d4c-4e36-9d0e-2f7c4c1c2a11.png',
    )
    await user.click(images.getByRole('button', { name: 'Delete Loading dock' }))
    const confirm = screen.getByRole('dialog', { name: 'Delete Image?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    const done = await notice('Success')
    expect(done).toHaveTextContent('Image has been deleted successfully.')
    expect(within(done).getByTestId('notice-progress').style.animation).toContain(
      `${IMAGE_DELETED_ALERT_MS}ms`,
    )
    expect(api.writes()).toEqual(['DELETE propertyAttachment/5'])
  })

  it("says 'Failed to delete image' with the server's reason", async () => {
    serve(fullDetails(), {
      'DELETE propertyAttachment/5': refused(
        409,
        'A listing on the market needs at least one attachment: add another before removing this one.',
      ),
    })
    const { user, modal } = await openEditor()
    await user.click(modal.getByRole('button', { name: 'Delete Loading dock' }))
    const confirm = screen.getByRole('dialog', { name: 'Delete Image?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Failed to delete image: A listing on the market needs at least one attachment',
    )
  })

  it('uploads a new image with its name on save, after a preview', async () => {
    const api = serve(fullDetails(), {
      'POST propertyAttachment': () => ({ body: { success: true, data: {} } }),
    })
    const { user, modal } = await openEditor()
    const file = new File(['png'], 'yard-view.png', { type: 'image/png' })
    await user.upload(modal.getByLabelText('Add an image'), file)
    expect(modal.getByRole('img', { name: 'Preview of yard-view.png' })).toHaveAttribute(
      'src',
      'blob:preview',
    )
    const name = modal.getByLabelText(label('Image name'))
    expect(name).toHaveValue('yard-view')
    await user.clear(name)
    await user.click(modal.getByRole('button', { name: 'Save Changes' }))
    expect(modal.getByText('Please give each file a name.')).toBeVisible()
    await user.type(name, 'Yard')
    await user.click(modal.getByRole('button', { name: 'Save Changes' }))
    expect(await notice('Success')).toHaveTextContent('Successfully updated: image')
    const [sent] = api.sent('POST propertyAttachment') as Record<string, unknown>[]
    expect(sent).toMatchObject({ property_id: '12', name: 'Yard', order_number: '3' })
    expect(sent!.img_url).toBeInstanceOf(File)
  })

  it('refuses a file that is not a picture before sending it', async () => {
    const api = serve(fullDetails())
    const { user, modal } = await openEditor()
    const file = new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' })
    await userEvent.setup({ applyAccept: false }).upload(modal.getByLabelText('Add an image'), file)
    expect(modal.getByRole('alert')).toHaveTextContent(
      'Invalid File Type plan.pdf has an unsupported file type.',
    )
    expect(modal.queryByRole('img', { name: /Preview/ })).toBeNull()
    await user.click(modal.getByRole('button', { name: 'Save Changes' }))
    expect(await notice('Info')).toHaveTextContent('No changes were detected to save.')
    expect(api.writes()).toEqual([])
  })
})
