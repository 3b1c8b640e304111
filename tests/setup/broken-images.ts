/**
 * Files that look like pictures by their first bytes but cannot be decoded, or would take
 * too much memory to: what a careless export, a cut-off upload or an attacker sends.
 */
import sharp from 'sharp'
import { pngHeader } from './png'

export type BrokenImage = {
  name: string
  bytes: Uint8Array
  type: string
  /** 415 undecodable, 413 too many pixels. */
  status: 413 | 415
}

/** A little noise, so the PNG's data is long enough that half of it is a broken picture. */
async function noisyPng(): Promise<Buffer> {
  return sharp({
    create: {
      width: 200,
      height: 150,
      channels: 3,
      background: '#888888',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer()
}

/** Fixed "random" bytes, so a failure is the same on every run. */
function junk(length: number, seed = 7): Buffer {
  const bytes = Buffer.alloc(length)
  let x = seed
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff
    bytes[i] = x >> 16
  }
  return bytes
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

export async function brokenImages(): Promise<BrokenImage[]> {
  const png = await noisyPng()
  return [
    {
      name: 'cut-off.png',
      bytes: new Uint8Array(png.subarray(0, Math.floor(png.length / 2))),
      type: 'image/png',
      status: 415,
    },
    {
      name: 'corrupt.gif',
      bytes: new Uint8Array(Buffer.concat([Buffer.from('GIF89a', 'ascii'), junk(400)])),
      type: 'image/gif',
      status: 415,
    },
    {
      name: 'lying.png',
      bytes: new Uint8Array(Buffer.concat([PNG_MAGIC, junk(600, 11)])),
      type: 'image/png',
      status: 415,
    },
    {
      // 8000 x 6000 = 48 megapixels, over the 40 MP limit, in a few KB.
      name: 'too-many-pixels.png',
      bytes: new Uint8Array(pngHeader(8000, 6000)),
      type: 'image/png',
      status: 413,
    },
  ]
}

export function imageFileOf(image: BrokenImage): File {
  return new File([image.bytes as unknown as BlobPart], image.name, { type: image.type })
}
