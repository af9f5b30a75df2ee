import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Runs one of poppler's tools (Debian package poppler-utils) on a PDF given on standard input
 * and answers what it prints.
 */
function poppler(tool: string, args: string[], pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      tool,
      [...args, '-', '-'],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') {
          reject(new Error(`${tool} is missing: apt-get install poppler-utils`))
        } else if (error) reject(new Error(`${tool} failed: ${stderr || error.message}`))
        else resolve(stdout)
      },
    )
    child.stdin!.end(pdf)
  })
}

/**
 * The text of a PDF as a real reader extracts it: poppler's pdftotext, in drawing order (-raw),
 * one line per line of text, pages separated by form feeds. It decodes embedded fonts through
 * their ToUnicode maps and honours /ActualText, which the PDFs use to give Indian scripts in
 * reading order (a shaped Devanagari word draws 'ि' before the consonant it follows).
 */
export const pdfAllText = (pdf: Buffer) => poppler('pdftotext', ['-raw', '-enc', 'UTF-8'], pdf)

/** The PDF's text as lines (form feeds between pages dropped). */
export const pdfLines = async (pdf: Buffer) =>
  (await pdfAllText(pdf)).replaceAll('\f', '').split('\n')

export interface PdfFont {
  name: string
  type: string
  embedded: boolean
  subset: boolean
}

/** The fonts a PDF uses, as poppler's pdffonts lists them (it reads a file, not standard input). */
export async function pdfFonts(pdf: Buffer): Promise<PdfFont[]> {
  const dir = await mkdtemp(join(tmpdir(), 'pdffonts-'))
  try {
    const file = join(dir, 'document.pdf')
    await writeFile(file, pdf)
    const out = await new Promise<string>((resolve, reject) =>
      execFile('pdffonts', [file], { encoding: 'utf8' }, (error, stdout, stderr) =>
        error ? reject(new Error(`pdffonts failed: ${stderr || error.message}`)) : resolve(stdout),
      ),
    )
    // Two header lines, then: name, type (may hold spaces), encoding, emb, sub, uni, object, generation.
    return out
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((line) => {
        const fields = line.trim().split(/\s+/)
        const [emb, sub] = fields.slice(-5, -3)
        return {
          name: fields[0]!,
          type: fields.slice(1, -6).join(' '),
          embedded: emb === 'yes',
          subset: sub === 'yes',
        }
      })
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
