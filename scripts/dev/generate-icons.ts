/**
 * Draws the site's icons from the favicon's design (public/favicon.svg: the navy tile with four
 * gold slats) as the files browsers and phones ask for, into public/:
 *
 * - favicon.ico: 16, 32 and 48 px (PNG inside an ICO), for browsers and tools that ask for
 *   /favicon.ico whatever the page says;
 * - apple-touch-icon.png: 180 px, square and opaque (iOS rounds the corners itself);
 * - icon-192.png and icon-512.png: the web app manifest's icons;
 * - icon-maskable-512.png: the same within the middle 80% (Android crops it to its shape).
 *
 * Deterministic: the same design always gives the same files. Run once after changing it:
 *
 *   npx tsx scripts/dev/generate-icons.ts
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public')
const NAVY = '#1e3a8a'
const GOLD = '#fbbf24'

/** The tile: `radius` 0 for a square (iOS, maskable), `scale` < 1 to keep the slats in a safe zone. */
function tile({ radius, scale = 1 }: { radius: number; scale?: number }): Buffer {
  const inset = (36 * (1 - scale)) / 2
  const slats = [9, 14, 19, 24]
    .map((y) => {
      const at = inset + y * scale
      return `<path d="M${inset + 8 * scale} ${at}h${20 * scale}" stroke="${GOLD}" stroke-width="${3 * scale}"/>`
    })
    .join('')
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect width="36" height="36" rx="${radius}" fill="${NAVY}"/>${slats}</svg>`,
  )
}

/** A PNG of `size` px; `opaque` drops the alpha channel (iOS and maskable icons are squares). */
async function png(svg: Buffer, size: number, opaque = false): Promise<Buffer> {
  const image = sharp(svg, { density: Math.max(72, (size / 36) * 72) }).resize(size, size)
  return (opaque ? image.flatten({ background: NAVY }).removeAlpha() : image)
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/** An ICO holding PNG images (read by every browser since 2007). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + images.length * 16
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0)
    entry.writeUInt8(size >= 256 ? 0 : size, 1)
    entry.writeUInt8(0, 2)
    entry.writeUInt8(0, 3)
    entry.writeUInt16LE(1, 4)
    entry.writeUInt16LE(32, 6)
    entry.writeUInt32LE(data.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += data.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)])
}

const rounded = tile({ radius: 8 })
const square = tile({ radius: 0 })
const safe = tile({ radius: 0, scale: 0.8 })

const write = (name: string, data: Buffer) => {
  fs.writeFileSync(path.join(PUBLIC, name), data)
  console.log(`public/${name} (${data.length} bytes)`)
}

write(
  'favicon.ico',
  ico(
    await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(rounded, size) }))),
  ),
)
write('apple-touch-icon.png', await png(square, 180, true))
write('icon-192.png', await png(rounded, 192))
write('icon-512.png', await png(rounded, 512))
write('icon-maskable-512.png', await png(safe, 512, true))
