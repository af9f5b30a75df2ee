import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '@app/contract/constants'
import { createHash } from 'node:crypto'
import { readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { SHARE_TEXTS } from '@app/contract/share-texts'
import type { ArticleSummary } from '@app/contract/article'
import type { SiteInfo } from '@app/contract/site'
import { REPO_ROOT } from '../../config'
import { Queue } from '../../lib/in-flight'
import { isStoredImagePath, loadSharp } from '../../lib/images'
import { localStorage, type Storage, type StoredFile } from '../../lib/storage'
import { escapeHtml, listingFacts, type ShareImage } from './share-meta'
import type { ListingPreview } from '../listings'

/**
 * Raster share images (decision 047): what a chat app or a social network shows beside a link.
 * Every one is 1200 × 630 and named by what it is drawn from (`-<version>`), so a name never
 * changes its picture: rendered once per instance, kept on disk (DATA_DIR/share-images) and sent
 * with a year's `immutable` cache. A request for an older name is sent to the current one.
 *
 * - `/og/home-<v>.png`: the site's card (its name and tagline).
 * - `/og/content/<cover>-<v>.png`: a post's or project's SVG cover, rendered.
 * - `/og/property/<id>-<v>.jpg`: a published listing's cover photo cropped to 1200 × 630, or a
 *   card with its name and facts when it has none (or its file cannot be read).
 */

/** Bump when a card's drawing changes: every version, so every URL, changes with it. */
const DRAWING = '2'
/** Where the images are served. */
export const SHARE_IMAGE_PREFIX = '/og/'
/** A year: a name is never given to another picture. */
export const SHARE_IMAGE_CACHE = 'public, max-age=31536000, immutable'
/** The web app's static files in the repository (the dev server's, and a build's source). */
const WEB_PUBLIC_DIR = path.join(REPO_ROOT, 'apps/web/public')
/** An article's cover, as the contract allows it: `/content/<name>.svg`. */
const COVER = /^\/content\/([a-z0-9-]+)\.svg$/

const PNG = 'image/png'
const JPEG = 'image/jpeg'
type ImageType = ShareImage['type']

const versionOf = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256').update(DRAWING)
  for (const part of parts) hash.update('\0').update(part)
  return hash.digest('hex').slice(0, 12)
}

const image = (pathName: string, type: ImageType, alt: string): ShareImage => ({
  path: pathName,
  type,
  width: SHARE_IMAGE_WIDTH,
  height: SHARE_IMAGE_HEIGHT,
  alt,
})

/** `images/<uuid>.jpg` from a listing's image column (which may carry a `/storage/` prefix). */
const storedCover = (column: string | null) => {
  const stored = column?.replace(/^\/?(storage\/)?/, '')
  return stored && isStoredImagePath(stored) ? stored : undefined
}

/** What a listing's picture is drawn from: its cover, or its card's words. */
function listingSource(preview: ListingPreview, site: SiteInfo) {
  const { headline, facts } = listingFacts(preview)
  const cover = storedCover(preview.image)
  const name = preview.name ?? ''
  const version = versionOf(cover ?? '', site.name, name, headline, facts.join(', '))
  return { cover, name, headline, facts, version }
}

// --- Drawing ------------------------------------------------------------------------------

const FONT = "'Noto Sans', 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif"

/** `text` in lines of at most `width` characters, at most `lines` of them (the last cut with …). */
export function wrap(text: string, width: number, lines: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ')
  const out: string[] = []
  let line = ''
  for (const word of words) {
    const next = line ? `${line} ${word}` : word
    if (next.length <= width || !line) {
      line = next
      continue
    }
    out.push(line)
    line = word
  }
  if (line) out.push(line)
  const kept = out.slice(0, lines).map((l) => (l.length > width ? `${l.slice(0, width - 1)}…` : l))
  if (out.length > lines) {
    const last = kept[lines - 1]!
    kept[lines - 1] = `${last.slice(0, Math.max(0, width - 1)).trimEnd()}…`
  }
  return kept
}

const textLines = (lines: string[], x: number, y: number, size: number, attrs: string) =>
  lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * Math.round(size * 1.25)}" font-size="${size}" ${attrs}>${escapeHtml(line)}</text>`,
    )
    .join('')

/** Characters of the card's font (DejaVu Sans or Noto Sans) that fit in `px` at `size`, roughly. */
const charsIn = (px: number, size: number, bold: boolean) =>
  Math.floor(px / (size * (bold ? 0.64 : 0.56)))

/**
 * The site's card: a dark band, a warehouse's outline and the site's name, then `title` (up to
 * three lines, two when there is a `body`) and `body` (up to two lines), wrapped to fit.
 */
export function cardSvg(site: string, title: string, body = ''): string {
  const W = SHARE_IMAGE_WIDTH
  const H = SHARE_IMAGE_HEIGHT
  const textWidth = W - 160
  const titleSize = 58
  const bodySize = 34
  const titleLines = wrap(title, charsIn(textWidth, titleSize, true), body ? 2 : 3)
  const bodyLines = body ? wrap(body, charsIn(textWidth, bodySize, false), 2) : []
  const titleTop = 300
  const bodyTop = titleTop + titleLines.length * Math.round(titleSize * 1.25) + 16
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    '<stop offset="0" stop-color="#0f2b46"/><stop offset="1" stop-color="#1d4d7a"/>',
    '</linearGradient></defs>',
    `<rect width="${W}" height="${H}" fill="url(#g)"/>`,
    `<rect y="${H - 14}" width="${W}" height="14" fill="#f59e0b"/>`,
    // A warehouse: roof, walls and a rolling door.
    '<g transform="translate(80 80)" fill="none" stroke="#f59e0b" stroke-width="8" stroke-linejoin="round">',
    '<path d="M0 60 L60 20 L120 60 V120 H0 Z"/><path d="M35 120 V78 H85 V120"/>',
    '<path d="M35 92 H85 M35 106 H85" stroke-width="5"/></g>',
    textLines(
      wrap(site, charsIn(W - 310, 44, true), 1),
      230,
      152,
      44,
      `fill="#ffffff" font-weight="700" font-family="${FONT}"`,
    ),
    textLines(
      titleLines,
      80,
      titleTop,
      titleSize,
      `fill="#ffffff" font-weight="700" font-family="${FONT}"`,
    ),
    textLines(bodyLines, 80, bodyTop, bodySize, `fill="#d6e6f4" font-family="${FONT}"`),
    '</svg>',
  ].join('')
}

// --- The service ---------------------------------------------------------------------------

export interface ShareImagesOptions {
  site: SiteInfo
  /** Where rendered images are kept (config.dataDir/share-images). */
  cacheDir: string
  /** The uploads store, where listings' covers are. */
  storage: Storage
  /** Folders to find `/content/*.svg` covers in, first found wins (the web build's dist). */
  staticRoots?: readonly string[]
  /** A published listing's preview, or null (the web plugin's cached read). */
  preview(id: number): Promise<ListingPreview | null>
  /** The articles whose covers may be rendered. */
  articles(): Promise<ArticleSummary[]>
  /** Told when a listing's cover could not be read and its card was drawn instead. */
  warn?(message: string, error: unknown): void
}

/** An image to send: a kept file, or the current name of the one asked for. */
export type ShareImageAnswer =
  { file: StoredFile; type: ImageType } | { redirect: string } | undefined

const HOME = /^home-([0-9a-f]{12})\.png$/
const CONTENT = /^content\/([a-z0-9-]+)-([0-9a-f]{12})\.png$/
const PROPERTY = /^property\/([1-9][0-9]{0,9})-([0-9a-f]{12})\.jpg$/
const MAX_ID = 2_147_483_647

const streamToBuffer = async (body: Readable) => {
  const chunks: Buffer[] = []
  for await (const chunk of body) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

export function createShareImages(opts: ShareImagesOptions) {
  const { site } = opts
  const cache = localStorage(opts.cacheDir)
  /** One picture encoded at a time per process: a crawler storm waits, and then reads the file. */
  const encodes = new Queue(1)
  const rendering = new Map<string, Promise<void>>()
  const roots = [...(opts.staticRoots ?? []), WEB_PUBLIC_DIR]
  /** Each cover's bytes' version and its SVG's own description, read once (they change with a deploy). */
  const covers = new Map<
    string,
    Promise<{ svg: Buffer; version: string; alt?: string } | undefined>
  >()

  const homeVersion = versionOf(site.name, SHARE_TEXTS.tagline)
  const home = (): ShareImage =>
    image(`${SHARE_IMAGE_PREFIX}home-${homeVersion}.png`, PNG, SHARE_TEXTS.homeAlt(site.name))

  function coverFile(name: string) {
    let found = covers.get(name)
    if (!found) {
      found = (async () => {
        for (const root of roots) {
          const svg = await readFile(path.join(root, 'content', `${name}.svg`)).catch(() => null)
          if (!svg) continue
          const label = /<svg\b[^>]*\baria-label="([^"]*)"/.exec(svg.toString('utf8'))?.[1]
          return { svg, version: versionOf(svg), alt: label?.trim() || undefined }
        }
        return undefined
      })()
      covers.set(name, found)
    }
    return found
  }

  /** A post's or project's image: its cover, rendered; undefined without a readable cover. */
  async function article(summary: ArticleSummary): Promise<ShareImage | undefined> {
    const name = COVER.exec(summary.cover)?.[1]
    const file = name ? await coverFile(name) : undefined
    if (!name || !file) return undefined
    return image(
      `${SHARE_IMAGE_PREFIX}content/${name}-${file.version}.png`,
      PNG,
      file.alt ?? summary.title,
    )
  }

  /** A published listing's image: its cover photo, or its card. */
  function listing(preview: ListingPreview): ShareImage {
    const source = listingSource(preview, site)
    return image(
      `${SHARE_IMAGE_PREFIX}property/${preview.id}-${source.version}.jpg`,
      JPEG,
      source.cover
        ? SHARE_TEXTS.listingPhotoAlt(source.name, source.headline)
        : SHARE_TEXTS.listingCardAlt(site.name, source.name, source.headline),
    )
  }

  const toPng = async (svg: Buffer | string) => {
    const sharp = await loadSharp()
    return sharp(Buffer.from(svg))
      .resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, { fit: 'cover' })
      .png({ compressionLevel: 9, palette: false })
      .toBuffer()
  }

  async function listingJpeg(preview: ListingPreview) {
    const sharp = await loadSharp()
    const source = listingSource(preview, site)
    if (source.cover) {
      try {
        const file = await opts.storage.open(source.cover)
        if (!file) throw new Error(`${source.cover} is not in storage`)
        return await sharp(await streamToBuffer(file.body))
          .rotate()
          .resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, { fit: 'cover', position: 'attention' })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 82, progressive: true })
          .toBuffer()
      } catch (error) {
        opts.warn?.(`listing ${preview.id}'s share image is its card`, error)
      }
    }
    const facts = source.facts.join(' · ')
    const svg = cardSvg(site.name, source.name, `${source.headline}${facts ? `. ${facts}` : ''}`)
    return sharp(Buffer.from(svg))
      .flatten({ background: '#0f2b46' })
      .jpeg({ quality: 85, progressive: true })
      .toBuffer()
  }

  /**
   * The kept file at `stored`, rendered first if it is not there yet. Requests for the same
   * file at once wait for one rendering; other versions of the same listing are removed.
   */
  async function kept(stored: string, render: () => Promise<Buffer>, type: ImageType) {
    const file = await cache.open(stored)
    if (file) return { file, type }
    let done = rendering.get(stored)
    if (!done) {
      done = (async () => {
        const bytes = await encodes.run(render)
        await cache.write(stored, bytes, { contentType: type })
        if (stored.startsWith('property/')) await dropOthers(stored)
      })().finally(() => rendering.delete(stored))
      rendering.set(stored, done)
    }
    await done
    const written = await cache.open(stored)
    return written ? { file: written, type } : undefined
  }

  /** Older versions of a listing's image (in the same folder): nobody is sent them any more. */
  async function dropOthers(stored: string) {
    const dir = path.join(opts.cacheDir, path.dirname(stored))
    const names = await readdir(dir).catch(() => [])
    const keep = path.basename(stored)
    await Promise.all(
      names
        .filter((n) => n !== keep && !n.startsWith('.'))
        .map((n) => rm(path.join(dir, n), { force: true })),
    )
  }

  /** The image at `/og/<name>`: its file, the current name when it is an older one, or undefined. */
  async function open(name: string): Promise<ShareImageAnswer> {
    const homeMatch = HOME.exec(name)
    if (homeMatch) {
      const current = home()
      if (homeMatch[1] !== homeVersion) return { redirect: current.path }
      const svg = cardSvg(site.name, SHARE_TEXTS.tagline)
      return kept(`home-${homeVersion}.png`, () => toPng(svg), PNG)
    }
    const contentMatch = CONTENT.exec(name)
    if (contentMatch) {
      const [, cover, version] = contentMatch
      const used = (await opts.articles()).some((a) => a.cover === `/content/${cover}.svg`)
      const file = used ? await coverFile(cover!) : undefined
      if (!file) return undefined
      if (file.version !== version) {
        return { redirect: `${SHARE_IMAGE_PREFIX}content/${cover}-${file.version}.png` }
      }
      return kept(`content/${cover}-${version}.png`, () => toPng(file.svg), PNG)
    }
    const propertyMatch = PROPERTY.exec(name)
    if (propertyMatch) {
      const id = Number(propertyMatch[1])
      if (id > MAX_ID) return undefined
      const preview = await opts.preview(id)
      if (!preview) return undefined
      const current = listing(preview)
      if (!current.path.endsWith(`-${propertyMatch[2]}.jpg`)) return { redirect: current.path }
      return kept(`property/${id}/${propertyMatch[2]}.jpg`, () => listingJpeg(preview), JPEG)
    }
    return undefined
  }

  return { home, article, listing, open }
}

export type ShareImages = ReturnType<typeof createShareImages>
