/**
 * The repair photos chosen in the wizard, kept in this browser (IndexedDB) so a reload comes
 * back with them, as it comes back with the other answers (saved-answers.ts; issue 40). They
 * stay on the visitor's device until the request is sent: nothing reaches the server before
 * (no half-sent uploads to store, sweep or forward from a replica), and they are forgotten when
 * the request is sent, the visitor starts over, or after two days, like the answers.
 *
 * Loaded only when a photo is chosen or a kept one is to be read back: not part of a page's
 * first load. Every function answers false / null when the browser will not keep them (private
 * modes, storage turned off or full); the wizard then says to choose them again.
 */

import type { PhotoPreview } from './photos'

/**
 * saved-answers.ts's PHOTOS_KEY: written here, not imported, so this module loads alone (an
 * import of the wizard's chunk would make every page with the wizard name all its files).
 */
const PHOTOS_KEY = 'quote-wizard-photos'

const DATABASE = 'quote-wizard'
const STORE = 'repair-photos'
/** As long as the wizard's answers are kept (quote-wizard.server.ts, DRAFT_LIFETIME_MS). */
const LIFETIME_MS = 2 * 24 * 60 * 60_000

type KeptPhoto = {
  id: string
  name: string
  type: string
  lastModified: number
  bytes: ArrayBuffer
}
type KeptDraft = { draft: string; savedAt: number; photos: KeptPhoto[] }

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })
}

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DATABASE, 1)
    open.onupgradeneeded = () => open.result.createObjectStore(STORE, { keyPath: 'draft' })
    open.onsuccess = () => resolve(open.result)
    open.onerror = () => reject(open.error)
    open.onblocked = () => reject(new Error('blocked'))
  })
}

async function withStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => Promise<T>,
): Promise<T> {
  const db = await openDatabase()
  try {
    const tx = db.transaction(STORE, mode)
    const done = new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve()
      tx.onerror = () => reject(tx.error)
      tx.onabort = () => reject(tx.error ?? new Error('aborted'))
    })
    const result = await work(tx.objectStore(STORE))
    await done
    return result
  } finally {
    db.close()
  }
}

/** Keeps this tab's chosen photos (all of them, replacing what was kept). */
async function keepPhotos(
  draft: string,
  photos: readonly { id: string; file: File }[],
): Promise<boolean> {
  try {
    // Read before the transaction: it would end while waiting for the files.
    const kept: KeptPhoto[] = await Promise.all(
      photos.map(async ({ id, file }) => ({
        id,
        name: file.name,
        type: file.type,
        lastModified: file.lastModified,
        bytes: await file.arrayBuffer(),
      })),
    )
    const now = Date.now()
    await withStore('readwrite', async (store) => {
      // Drafts of tabs closed without sending are forgotten after the answers' lifetime.
      const all = (await request(store.getAll())) as KeptDraft[]
      for (const old of all) {
        if (old.draft !== draft && now - old.savedAt > LIFETIME_MS) store.delete(old.draft)
      }
      if (kept.length) store.put({ draft, savedAt: now, photos: kept } satisfies KeptDraft)
      else store.delete(draft)
    })
    return true
  } catch {
    return false
  }
}

/** The photos kept for this tab, as files again; null when they could not be read back. */
async function readKeptPhotos(draft: string): Promise<{ id: string; file: File }[] | null> {
  try {
    const kept = await withStore(
      'readonly',
      (store) => request(store.get(draft)) as Promise<KeptDraft | undefined>,
    )
    if (!kept || Date.now() - kept.savedAt > LIFETIME_MS) return null
    return kept.photos.map((p) => ({
      id: p.id,
      file: new File([p.bytes], p.name, { type: p.type, lastModified: p.lastModified }),
    }))
  } catch {
    return null
  }
}

async function forgetKeptPhotos(draft: string): Promise<void> {
  try {
    await withStore('readwrite', async (store) => {
      store.delete(draft)
    })
  } catch {
    // Refused: they end with the browser's own clean-up.
  }
}

// ---------------------------------------------------------------- what the wizard calls

const NOT_KEPT =
  'Your photos could not be kept when the page was reloaded. Please choose them again.'
const NOT_KEEPABLE =
  'This browser cannot keep your photos: if the page is reloaded before you send, choose them again.'

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

function keptPhotosDraft(): string | null {
  try {
    return tabStorage()?.getItem(PHOTOS_KEY) ?? null
  } catch {
    return null
  }
}

/**
 * Keeps the chosen photos for a reload, under this tab's draft id. Answers null when they are
 * kept (or none are left), else what to tell the visitor.
 */
export async function keepChosenPhotos(
  photos: readonly { id: string; file: File }[],
): Promise<string | null> {
  if (!photos.length) {
    await forgetChosenPhotos()
    return null
  }
  let draft = keptPhotosDraft()
  if (!draft) {
    draft = crypto.randomUUID()
    try {
      const store = tabStorage()
      if (!store) return NOT_KEEPABLE
      store.setItem(PHOTOS_KEY, draft)
    } catch {
      return NOT_KEEPABLE
    }
  }
  return (await keepPhotos(draft, photos)) ? null : NOT_KEEPABLE
}

/** This tab's kept photos after a reload, with previews, or what to tell the visitor when they are lost. */
export async function restoreChosenPhotos(): Promise<PhotoPreview[] | string> {
  const draft = keptPhotosDraft()
  if (!draft) return []
  const photos = await readKeptPhotos(draft)
  return photos ? photos.map((p) => ({ ...p, url: URL.createObjectURL(p.file) })) : NOT_KEPT
}

/** Forgets this tab's kept photos (the request was sent, or the visitor started over). */
export async function forgetChosenPhotos(): Promise<void> {
  const draft = keptPhotosDraft()
  try {
    tabStorage()?.removeItem(PHOTOS_KEY)
  } catch {
    // Refused: the next choice reuses the draft id.
  }
  if (draft) await forgetKeptPhotos(draft)
}
