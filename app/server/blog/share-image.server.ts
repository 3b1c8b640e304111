/**
 * A blog post's share picture (issue 40): what Facebook, LinkedIn, X and messengers show with a
 * link to the post. They refuse SVG and want about 1200×630, so each post gets a JPEG of that
 * size, made from its cover (cropped to fit) or, without a cover we can read, a card with its
 * title in the site's colours.
 *
 * Made on the fly by a GET and kept in memory; never written to the database or the uploads
 * storage, so any machine (a LiteFS replica too) answers it. Its URL carries a hash of what it
 * is made from (`shareImagePath`), so browsers and the networks' crawlers may keep it a year:
 * a new title or cover is a new URL.
 */
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '~/domain/blog-seo'
import { isPrivateKey, MAX_IMAGE_PIXELS, withImageSlot } from '../platform/storage.server'
import { readStored } from '../platform/storage-backends.server'

/** Raise when the drawing changes: every post's URL changes with it. */
const DRAWING_VERSION = 1

type ShareSource = { slug: string; title: string; featuredImage: string | null }

/** The hash of what the picture is made from (its title, its cover, the drawing). */
export function shareImageHash(post: ShareSource, siteName: string): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([DRAWING_VERSION, post.title, post.featuredImage ?? '', siteName]))
    .digest('hex')
    .slice(0, 16)
}

/** The picture's path: `/blog/<slug>/share/<hash>.jpg`. */
export function shareImagePath(post: ShareSource, siteName: string): string {
  return `/blog/${encodeURIComponent(post.slug)}/share/${shareImageHash(post, siteName)}.jpg`
}

/** Where the site's own pictures (`/images/...`) are: the client build, or public/ in development. */
function publicRoots(): string[] {
  const build = process.env.BUILD_DIR ?? 'build'
  return [path.resolve(build, 'client'), path.resolve('public')]
}

/** The cover's bytes: a site picture or a stored upload. Never fetched from another site. */
async function coverBytes(image: string | null): Promise<Buffer | null> {
  if (!image) return null
  const pathname = image.split(/[?#]/)[0] ?? ''
  if (pathname.startsWith('/uploads/')) {
    const key = decodeURIComponent(pathname.slice('/uploads/'.length))
    if (isPrivateKey(key)) return null
    const stored = await readStored(key).catch(() => null)
    if (!stored) return null
    return Buffer.from(await new Response(stored.body).arrayBuffer())
  }
  if (pathname.startsWith('/images/')) {
    for (const root of publicRoots()) {
      const file = path.resolve(root, `.${decodeURIComponent(pathname)}`)
      if (!file.startsWith(`${root}${path.sep}`)) return null
      const bytes = await fs.readFile(file).catch(() => null)
      if (bytes) return bytes
    }
  }
  return null
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The title in lines of at most `width` characters, at most `max` lines (the last one cut). */
export function titleLines(title: string, width = 28, max = 4): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of title.trim().split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (next.length > width && line) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  if (lines.length <= max) return lines
  const kept = lines.slice(0, max)
  kept[max - 1] = `${kept[max - 1].slice(0, width - 1).trimEnd()}…`
  return kept
}

/** The card drawn when there is no cover: the title on the site's navy, the name below. */
function titleCard(title: string, siteName: string): Buffer {
  const lines = titleLines(title)
  // 28 characters of bold DejaVu Sans at 56 px fit in the 1040 px between the margins.
  const size = lines.length > 3 ? 50 : 56
  const top = 315 - ((lines.length - 1) * size * 1.18) / 2
  const text = lines
    .map(
      (line, i) =>
        `<text x="80" y="${Math.round(top + i * size * 1.18)}" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif">
<rect width="1200" height="630" fill="#1e3a8a"/>
<path d="M0 560h1200v70H0z" fill="#172554"/>
<path d="M80 110h120v10H80z" fill="#fbbf24"/>
${text}
<text x="80" y="605" font-size="30" font-weight="700" fill="#fbbf24">${escapeXml(siteName)}</text>
</svg>`
  return Buffer.from(svg)
}

async function draw(post: ShareSource, siteName: string): Promise<Buffer> {
  const cover = await coverBytes(post.featuredImage)
  return withImageSlot(async () => {
    if (cover) {
      try {
        return await sharp(cover, { limitInputPixels: MAX_IMAGE_PIXELS, density: 144 })
          .rotate()
          .resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, { fit: 'cover', position: 'attention' })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 82, mozjpeg: true })
          .toBuffer()
      } catch {
        // A cover sharp cannot read: the title card instead.
      }
    }
    return sharp(titleCard(post.title, siteName))
      .resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT)
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer()
  })
}

/** The latest pictures, by hash (about 60 KB each): a crawler's burst draws each once. */
const MEMORY_LIMIT = 40
const drawn = new Map<string, Promise<Buffer>>()

/** The post's share picture, drawn once per hash while kept in memory. */
export function shareImage(post: ShareSource, siteName: string): Promise<Buffer> {
  const hash = shareImageHash(post, siteName)
  const kept = drawn.get(hash)
  if (kept) {
    // Most recently used last.
    drawn.delete(hash)
    drawn.set(hash, kept)
    return kept
  }
  const drawing = draw(post, siteName)
  drawn.set(hash, drawing)
  drawing.catch(() => drawn.delete(hash))
  while (drawn.size > MEMORY_LIMIT) {
    const oldest = drawn.keys().next().value
    if (oldest === undefined) break
    drawn.delete(oldest)
  }
  return drawing
}
