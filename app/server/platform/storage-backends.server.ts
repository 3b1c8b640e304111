/**
 * Where files are kept: an S3-compatible bucket when `S3_BUCKET` is set, otherwise a folder
 * on the local disk (`UPLOADS_DIR`). Both sit behind one small `Backend` interface, so what
 * stores images never knows which one it writes to.
 *
 * Every key is checked here before it reaches a backend: a key comes from a URL when a file
 * is served, and must never lead outside the uploads folder or bucket prefix.
 */
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { contentTypeOfKey } from '~/domain/image-type'
import { getEnv } from './env.server'

export type Backend = {
  put(key: string, body: Buffer, contentType: string): Promise<void>
  get(key: string): Promise<{ body: ReadableStream<Uint8Array>; size?: number } | null>
  delete(keys: string[]): Promise<void>
  deletePrefix(prefix: string): Promise<void>
}

function localBackend(root: string): Backend {
  const resolve = (key: string) => path.join(root, ...key.split('/'))
  return {
    async put(key, body) {
      const file = resolve(key)
      await fs.mkdir(path.dirname(file), { recursive: true })
      // Write then rename, so a reader never sees half a file.
      const tmp = `${file}.${crypto.randomBytes(4).toString('hex')}.tmp`
      await fs.writeFile(tmp, body)
      await fs.rename(tmp, file)
    },
    async get(key) {
      const file = resolve(key)
      try {
        const handle = await fs.open(file, 'r')
        const stats = await handle.stat()
        // A folder (/uploads/leads/2026) or an unfinished write (*.tmp) is not a stored file.
        if (!stats.isFile() || file.endsWith('.tmp')) {
          await handle.close()
          return null
        }
        const { size } = stats
        const stream = handle.createReadStream()
        return { body: Readable.toWeb(stream) as ReadableStream<Uint8Array>, size }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => fs.rm(resolve(key), { force: true })))
      // Remove folders left empty (best effort, never above the root).
      const dirs = new Set(keys.map((key) => path.dirname(resolve(key))))
      for (const dir of dirs) {
        let current = dir
        while (current.startsWith(root) && current !== root) {
          try {
            await fs.rmdir(current)
          } catch {
            break
          }
          current = path.dirname(current)
        }
      }
    },
    async deletePrefix(prefix) {
      await fs.rm(resolve(prefix), { recursive: true, force: true })
    },
  }
}

function s3Backend(bucket: string): Backend {
  const env = getEnv()
  const client = new S3Client({
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: Boolean(env.S3_ENDPOINT),
    credentials:
      env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
        ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY }
        : undefined,
  })
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      )
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
        if (!object.Body) return null
        return {
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: object.ContentLength,
        }
      } catch (error) {
        const name = (error as { name?: string }).name
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata
          ?.httpStatusCode
        if (name === 'NoSuchKey' || name === 'NotFound' || status === 404) return null
        throw error
      }
    },
    async delete(keys) {
      for (let i = 0; i < keys.length; i += 1000) {
        await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true },
          }),
        )
      }
    },
    async deletePrefix(prefix) {
      let token: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        )
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []))
        if (keys.length) await this.delete(keys)
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
    },
  }
}

let backend: { config: string; instance: Backend } | undefined

/** The backend for the current settings (re-created if the settings change, as in tests). */
export function storage(): Backend {
  const env = getEnv()
  const bucket = process.env.S3_BUCKET ?? env.S3_BUCKET
  const uploadsDir = path.resolve(process.env.UPLOADS_DIR ?? env.UPLOADS_DIR)
  const config = bucket ? `s3:${bucket}` : `local:${uploadsDir}`
  if (backend?.config !== config) {
    backend = { config, instance: bucket ? s3Backend(bucket) : localBackend(uploadsDir) }
  }
  return backend.instance
}

// ---------------------------------------------------------------- keys

const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9._-]*)+$/i

/** True for keys this app makes (no '..', no leading slash, no odd characters). */
export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.split('/').some((part) => part === '..' || part === '.')
}

export function assertKey(key: string) {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`)
}

/** The public address of a stored file. */
export function storedUrl(key: string): string {
  return `/uploads/${key}`
}

/** The key of a variant of a stored image (see `storeImage`). */
export function variantKey(key: string, variant: string): string {
  return `${key.slice(0, key.lastIndexOf('/'))}/${variant}.webp`
}

// ---------------------------------------------------------------- reading and deleting

/**
 * Database backups share the bucket (db/backup.ts) but are never files of the site: nothing
 * under this prefix is read through here, so /uploads can never serve one.
 */
export const BACKUP_PREFIX = 'db-backups/'

/** A stored file as a stream, or null when there is none. */
export async function readStored(key: string) {
  if (!isValidKey(key) || key.startsWith(BACKUP_PREFIX)) return null
  const found = await storage().get(key)
  if (!found) return null
  return { ...found, contentType: contentTypeOfKey(key) }
}

/** Deletes stored files by key (missing files are not an error). */
export async function deleteStored(keys: string | string[]): Promise<void> {
  const list = (Array.isArray(keys) ? keys : [keys]).filter(Boolean)
  if (!list.length) return
  list.forEach(assertKey)
  await storage().delete(list)
}
