import { crc32 } from 'node:zlib'
import sharp from 'sharp'

/**
 * Real files of every kind the owner may upload, made in the test (nothing downloaded): each
 * has the bytes that identify its kind, and nothing else that matters.
 */

/** A JPEG photo that carries GPS coordinates in its EXIF, as phone cameras write them. */
export function jpegWithGps(width = 64, height = 48) {
  return sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCam', Model: 'X1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '19/1 18/1 3600/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '73/1 3/1 1200/100',
      },
    })
    .toBuffer()
}

export const png = (width = 40, height = 30) =>
  sharp({
    create: { width, height, channels: 4, background: { r: 20, g: 90, b: 200, alpha: 0.5 } },
  })
    .png()
    .toBuffer()

export const gif = () =>
  sharp({ create: { width: 24, height: 24, channels: 3, background: '#c33' } })
    .gif()
    .toBuffer()

export const svg = () =>
  Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?>\n<!-- plan -->\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.domain)</script><rect width="10" height="10"/></svg>\n',
  )

/** The smallest well-formed PDF: catalog, one empty page, cross-reference table. */
export function pdf() {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((o, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj\n${o}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body)
}

/** A zip archive of stored (uncompressed) entries. */
export function zip(entries: Record<string, string>) {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text)
    const fileName = Buffer.from(name)
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(fileName.length, 26)
    locals.push(local, fileName, data)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(fileName.length, 28)
    central.writeUInt32LE(offset, 42)
    centrals.push(central, fileName)
    offset += 30 + fileName.length + data.length
  }
  const centralBytes = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(centrals.length / 2, 8)
  end.writeUInt16LE(centrals.length / 2, 10)
  end.writeUInt32LE(centralBytes.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, centralBytes, end])
}

/** A Word document: a zip whose [Content_Types].xml names the main document part. */
export const docx = () =>
  zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Lease</w:t></w:r></w:p></w:body></w:document>',
  })

/** A Word 97-2003 document: a Compound File Binary header and its first sector. */
export function doc() {
  const header = Buffer.alloc(1024)
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header)
  header.writeUInt16LE(0x3e, 24) // minor version
  header.writeUInt16LE(0x03, 26) // major version 3
  header.writeUInt16LE(0xfffe, 28) // little-endian
  header.writeUInt16LE(9, 30) // 512-byte sectors
  return header
}

export const txt = () => Buffer.from('Gala 7, Old Agra Road.\nLoading bay: 2 docks — 12 ft.\n')

/** An ISO media file's first box: `ftyp` with the given brand (isom = MP4, `qt  ` = MOV). */
function ftyp(brand: string) {
  const box = Buffer.alloc(32)
  box.writeUInt32BE(24, 0)
  box.write('ftyp', 4, 'latin1')
  box.write(brand, 8, 'latin1')
  box.writeUInt32BE(0x200, 12)
  box.write(brand, 16, 'latin1')
  box.write('mp41', 20, 'latin1')
  box.writeUInt32BE(8, 24)
  box.write('free', 28, 'latin1')
  return box
}
export const mp4 = () => ftyp('isom')
export const mov = () => ftyp('qt  ')

/** An EBML header whose DocType is webm. */
export const webm = () =>
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84, ...Buffer.from('webm'), 0, 0, 0, 0])

/** An Ogg page carrying a Theora identification header (Ogg video). */
export function ogg() {
  const page = Buffer.alloc(28 + 42)
  page.write('OggS', 0, 'latin1')
  page.writeUInt8(2, 5) // beginning of stream
  page.writeUInt8(1, 26) // one segment
  page.writeUInt8(42, 27)
  Buffer.from('\x80theora', 'latin1').copy(page, 28)
  return page
}

/** A RIFF container of type AVI. */
export function avi() {
  const head = Buffer.alloc(24)
  head.write('RIFF', 0, 'latin1')
  head.writeUInt32LE(16, 4)
  head.write('AVI LIST', 8, 'latin1')
  return head
}

/** Programs and pages dressed up as pictures. */
export const elf = () =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(56)])
export const exe = () =>
  Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0')])
export const html = () =>
  Buffer.from('<!DOCTYPE html>\n<html><body><script>fetch("/api/wallet")</script></body></html>\n')
