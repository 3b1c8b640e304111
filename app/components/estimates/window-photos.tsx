/**
 * A window's photos (issue 39): thumbnails with their width and height (no layout shift) on
 * the customer's page, the printed copy and the staff pages, each served by the address of the
 * page showing it (`base`: the estimate's staff address or its private link). The editor's
 * part (staff only, English) is window-photo-editor.tsx.
 */
import { createContext, type ReactNode, useContext } from 'react'
import { useT } from '~/components/i18n'

export type WindowPhoto = {
  id: number
  windowId: number
  originalName: string
  /** The thumbnail's size (w320), as served. */
  width: number
  height: number
  removed: boolean
}

type PhotosContext = { photos: WindowPhoto[]; base: string }

const Photos = createContext<PhotosContext | null>(null)

/** Gives the pages inside it the estimate's photos and the address they are served from. */
export function WindowPhotosProvider({
  photos,
  base,
  children,
}: PhotosContext & { children: ReactNode }) {
  return <Photos.Provider value={{ photos, base }}>{children}</Photos.Provider>
}

export function usePhotos(windowId: number) {
  const context = useContext(Photos)
  if (!context) return { base: '', shown: [], removed: [] }
  const mine = context.photos.filter((p) => p.windowId === windowId)
  return {
    base: context.base,
    shown: mine.filter((p) => !p.removed),
    removed: mine.filter((p) => p.removed),
  }
}

export function Thumb({ photo, base, label }: { photo: WindowPhoto; base: string; label: string }) {
  return (
    <a href={`${base}/${photo.id}/w1280`} className="block">
      <img
        src={`${base}/${photo.id}/w320`}
        alt={label}
        width={photo.width}
        height={photo.height}
        loading="lazy"
        decoding="async"
        className="h-24 w-auto rounded border border-slate-300 bg-slate-100 object-cover print:h-20"
      />
    </a>
  )
}

/** The window's photos, read only (customer, print, a sent estimate). */
export function WindowPhotoThumbs({ windowId, heading }: { windowId: number; heading: string }) {
  const { base, shown } = usePhotos(windowId)
  const t = useT()
  if (!shown.length) return null
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('estimate.window.photos', { heading })}>
      {shown.map((photo, index) => (
        <li key={photo.id}>
          <Thumb
            photo={photo}
            base={base}
            label={t('estimate.window.photo', { heading, number: index + 1 })}
          />
        </li>
      ))}
    </ul>
  )
}
