import { MAX_UPLOAD_BYTES } from '@app/contract/constants'
import { describe, expect, it } from 'vitest'
import { checkFile, checkFiles } from './file-checks'

/** A file whose `size` says what the test needs without allocating it. */
function fileOf(name: string, size = 10) {
  const file = new File(['x'], name)
  Object.defineProperty(file, 'size', { value: size })
  return file
}

describe('checkFile (spec 001 section 5)', () => {
  it('accepts the listed kinds, whatever the case of the extension', () => {
    for (const name of ['a.jpeg', 'b.JPG', 'c.png', 'd.pdf', 'e.docx', 'f.mov', 'g.txt'])
      expect(checkFile(fileOf(name), 'attachment')).toBeNull()
  })

  it("names an unsupported file: 'Invalid File Type'", () => {
    expect(checkFile(fileOf('setup.exe'), 'attachment')).toEqual({
      title: 'Invalid File Type',
      message: 'setup.exe has an unsupported file type.',
    })
    expect(checkFile(fileOf('README'), 'attachment')?.title).toBe('Invalid File Type')
  })

  it('takes only pictures as a cover image', () => {
    expect(checkFile(fileOf('plan.pdf'), 'cover')?.message).toBe(
      'plan.pdf has an unsupported file type.',
    )
    expect(checkFile(fileOf('front.gif'), 'cover')).toBeNull()
  })

  it("refuses a file over 100 MB: 'File Too Large'", () => {
    expect(checkFile(fileOf('tour.mp4', MAX_UPLOAD_BYTES), 'attachment')).toBeNull()
    expect(checkFile(fileOf('tour.mp4', MAX_UPLOAD_BYTES + 1), 'attachment')).toEqual({
      title: 'File Too Large',
      message: 'tour.mp4 exceeds 100MB limit.',
    })
  })

  it('checkFiles answers the first problem among several', () => {
    expect(checkFiles([fileOf('a.png'), fileOf('b.zip'), fileOf('c.exe')], 'attachment')).toEqual({
      title: 'Invalid File Type',
      message: 'b.zip has an unsupported file type.',
    })
    expect(checkFiles([fileOf('a.png')], 'attachment')).toBeNull()
  })
})
