/** Shared pieces of the quote tests: valid answers, tiny images, a cookie jar. */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

export const VALID_LEAD = {
  serviceType: 'repair',
  propertyType: 'condo',
  zipCode: '33301',
  timeFrame: 'this-week',
  roomCount: '3 windows',
  isHomeowner: 'true',
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '(954) 555-0199',
  address: '12 Las Olas Blvd, Fort Lauderdale',
  details: 'Two slats broken',
}

export async function jpegBytes(width = 64, height = 48): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer(),
  )
}

export async function pngBytes(width = 40, height = 40): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer(),
  )
}

export function file(bytes: Uint8Array, name: string, type = 'image/jpeg'): File {
  return new File([bytes as unknown as BlobPart], name, { type })
}

/** A file over 10 MB that starts like a JPEG, so only its size refuses it. */
export function oversizeJpeg(): File {
  const bytes = new Uint8Array(10 * 1024 * 1024 + 1)
  bytes.set([0xff, 0xd8, 0xff, 0xe0])
  return file(bytes, 'huge.jpg')
}

export function textPretendingToBeJpeg(): File {
  return file(
    new TextEncoder().encode('hello, I am not a picture at all\n'.repeat(20)),
    'notes.jpg',
  )
}

export function leadForm(fields: Record<string, string | undefined>, files: File[] = []): FormData {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v)
  for (const f of files) form.append('repairImages', f)
  return form
}

/** Every file under the uploads folder of this test file. */
export function storedFiles(): string[] {
  const root = process.env.UPLOADS_DIR as string
  if (!fs.existsSync(root)) return []
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
}

/** Keeps cookies across requests like a browser. */
export class CookieJar {
  private cookies = new Map<string, string>()
  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';')
      const index = pair.indexOf('=')
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1))
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }
}
