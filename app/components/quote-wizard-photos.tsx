import { type ChangeEvent, useEffect, useRef } from 'react'
import {
  type FieldErrors,
  fileTooLargeMessage,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  PHOTO_FIELD,
} from '~/domain/quote-wizard'
import { FieldError, fieldAria } from './quote-wizard-fields'
import { showToast } from './toaster'

export type PhotoPreview = { id: string; file: File; url: string }

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/heic,image/heif,image/avif'

/**
 * Optional repair photos. Without JavaScript the file input posts with the form; with it,
 * chosen photos are kept in a list with previews that can be removed, and sent on submit.
 */
export function RepairPhotos({
  errors,
  photos,
  onChange,
  hydrated,
  autoFocus,
}: {
  errors: FieldErrors
  photos: PhotoPreview[]
  onChange: (photos: PhotoPreview[]) => void
  hydrated: boolean
  autoFocus?: boolean
}) {
  const inputRef = useRef<HTMLInputElement>(null)
  const photosRef = useRef(photos)
  photosRef.current = photos

  // Free the preview URLs when the wizard goes away.
  useEffect(
    () => () => {
      for (const p of photosRef.current) URL.revokeObjectURL(p.url)
    },
    [],
  )

  function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.currentTarget.files ?? [])
    event.currentTarget.value = ''
    const next = [...photos]
    for (const file of chosen) {
      if (file.size > MAX_PHOTO_BYTES) {
        showToast({
          title: 'File too large',
          description: fileTooLargeMessage(file.name),
          variant: 'destructive',
        })
        continue
      }
      if (next.length >= MAX_PHOTOS) {
        showToast({
          title: 'Too many photos',
          description: `You can attach up to ${MAX_PHOTOS} photos.`,
          variant: 'destructive',
        })
        break
      }
      next.push({ id: crypto.randomUUID(), file, url: URL.createObjectURL(file) })
    }
    onChange(next)
  }

  function remove(photo: PhotoPreview) {
    URL.revokeObjectURL(photo.url)
    onChange(photos.filter((p) => p.id !== photo.id))
    inputRef.current?.focus()
  }

  return (
    <div>
      <label htmlFor={`quote-${PHOTO_FIELD}`} className="block font-medium text-slate-800">
        Photos of what needs repair <span className="font-normal text-slate-600">(optional)</span>
      </label>
      <p id={`${PHOTO_FIELD}-hint`} className="text-sm text-slate-600">
        Up to {MAX_PHOTOS} photos (JPEG, PNG, WebP, HEIC), 10MB each. They help us bring the right
        parts.
      </p>
      <input
        ref={inputRef}
        type="file"
        name={PHOTO_FIELD}
        accept={ACCEPT}
        multiple
        // biome-ignore lint/a11y/noAutofocus: moves focus to the error after a no-JS post
        autoFocus={autoFocus}
        onChange={hydrated ? onFiles : undefined}
        className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-800"
        {...fieldAria(PHOTO_FIELD, errors, true)}
      />
      <FieldError name={PHOTO_FIELD} errors={errors} />
      {hydrated ? (
        <p aria-live="polite" className="mt-2 text-sm text-slate-700">
          {photos.length
            ? `${photos.length} photo${photos.length === 1 ? '' : 's'} attached`
            : 'No photos attached'}
        </p>
      ) : null}
      {photos.length ? (
        <ul className="mt-3 grid grid-cols-3 gap-2" aria-label="Chosen photos">
          {photos.map((photo) => (
            <li key={photo.id} className="relative">
              <img
                src={photo.url}
                alt={`Preview of ${photo.file.name}`}
                className="aspect-square w-full rounded-md border border-slate-300 object-cover"
              />
              <button
                type="button"
                onClick={() => remove(photo)}
                className="absolute right-1 top-1 rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-red-800 shadow hover:bg-white"
              >
                Remove<span className="sr-only"> {photo.file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
