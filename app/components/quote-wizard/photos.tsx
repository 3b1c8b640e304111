import { type ChangeEvent, useEffect, useRef } from 'react'
import { describedBy, ErrorList, FieldLabel, type FieldMeta } from '~/components/forms'
import {
  ACCEPTED_IMAGE_FORMATS,
  acceptedImageFormats,
  detectImageFormat,
  IMAGE_ACCEPT,
  MAGIC_BYTES,
} from '~/domain/image-type'
import { MAX_PHOTO_BYTES, MAX_PHOTOS } from '~/domain/quote-wizard-steps'
import { useT } from '../i18n'
import { showToast } from '../toaster'
import { Button } from '../ui/button'

export type PhotoPreview = { id: string; file: File; url: string }

/**
 * Whether a chosen file really is a photo, by its first bytes (as the server checks them):
 * a text file renamed .jpg is caught here, before the form is sent.
 */
async function isPhoto(file: File): Promise<boolean> {
  try {
    const format = detectImageFormat(new Uint8Array(await file.slice(0, MAGIC_BYTES).arrayBuffer()))
    return format !== null && ACCEPTED_IMAGE_FORMATS.includes(format)
  } catch {
    // Unreadable here: the server still checks it.
    return true
  }
}

/** Frees the preview URLs of photos that are no longer shown. */
export function revokePreviews(photos: readonly PhotoPreview[]) {
  for (const photo of photos) URL.revokeObjectURL(photo.url)
}

/**
 * Optional repair photos. Without JavaScript the file input posts with the form and says
 * itself what is chosen. With it, chosen photos are kept in a list with previews that can be
 * removed, and sent on submit; the input is emptied after each choice (so the same photo can
 * be chosen again), so it is hidden behind a "Choose photos" button and one line says what
 * is attached: never "No file chosen" beside "1 photo attached".
 */
export function RepairPhotos({
  field,
  photos,
  onChange,
  hydrated,
}: {
  field: FieldMeta
  photos: PhotoPreview[]
  onChange: (photos: PhotoPreview[]) => void
  hydrated: boolean
}) {
  const t = useT()
  const inputRef = useRef<HTMLInputElement>(null)
  const chooseRef = useRef<HTMLButtonElement>(null)
  const photosRef = useRef(photos)
  photosRef.current = photos

  // Free the preview URLs when the wizard goes away.
  useEffect(() => () => revokePreviews(photosRef.current), [])

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.currentTarget.files ?? [])
    event.currentTarget.value = ''
    const next = [...photos]
    for (const file of chosen) {
      if (!(await isPhoto(file))) {
        showToast({
          title: t('quote.photos.notPhoto.title'),
          description: t('quote.photos.notPhoto', {
            file: file.name,
            formats: acceptedImageFormats(t('quote.photos.or')),
          }),
          variant: 'destructive',
        })
        continue
      }
      if (file.size > MAX_PHOTO_BYTES) {
        showToast({
          title: t('quote.photos.tooLarge.title'),
          description: t('quote.photos.tooLarge', { file: file.name }),
          variant: 'destructive',
        })
        continue
      }
      if (next.length >= MAX_PHOTOS) {
        showToast({
          title: t('quote.photos.tooMany.title'),
          description: t('quote.photos.tooMany', { count: MAX_PHOTOS }),
          variant: 'destructive',
        })
        break
      }
      next.push({ id: crypto.randomUUID(), file, url: URL.createObjectURL(file) })
    }
    onChange(next)
  }

  function remove(photo: PhotoPreview) {
    revokePreviews([photo])
    onChange(photos.filter((p) => p.id !== photo.id))
    chooseRef.current?.focus()
  }

  const invalid = Boolean(field.errors?.length)
  return (
    <div>
      <FieldLabel htmlFor={field.id}>{t('quote.photos.label')}</FieldLabel>
      <p id={field.descriptionId} className="mt-0.5 text-sm text-slate-600">
        {t('quote.photos.hint', {
          count: MAX_PHOTOS,
          formats: acceptedImageFormats(t('quote.photos.or')),
        })}
        {hydrated ? null : (
          // A browser cannot keep a chosen file across a page load (issue 40); with JavaScript
          // the wizard keeps them itself (kept-photos.ts).
          <strong className="mt-1 block font-semibold text-slate-800">
            {t('quote.photos.noScriptNote')}
          </strong>
        )}
      </p>
      <input
        ref={inputRef}
        id={field.id}
        type="file"
        name={field.name}
        accept={IMAGE_ACCEPT}
        multiple
        onChange={hydrated ? (event) => void onFiles(event) : undefined}
        // With JavaScript the button below stands for it (focus sent here goes there).
        tabIndex={hydrated ? -1 : undefined}
        onFocus={hydrated ? () => chooseRef.current?.focus() : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(field, true)}
        className={
          hydrated
            ? 'sr-only'
            : 'mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-800'
        }
      />
      {hydrated ? (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <Button
            ref={chooseRef}
            type="button"
            variant="outline"
            onClick={() => inputRef.current?.click()}
            aria-describedby={`${field.descriptionId} ${field.id}-status`}
          >
            {photos.length ? t('quote.photos.addMore') : t('quote.photos.choose')}
          </Button>
          <p id={`${field.id}-status`} aria-live="polite" className="text-sm text-slate-700">
            {t('quote.photos.attached', { count: photos.length })}
          </p>
        </div>
      ) : null}
      <ErrorList id={field.errorId} errors={field.errors} />
      {photos.length ? (
        <ul className="mt-3 grid grid-cols-3 gap-2" aria-label={t('quote.photos.chosen')}>
          {photos.map((photo) => (
            <li key={photo.id} className="relative">
              <img
                src={photo.url}
                alt={t('quote.photos.preview', { file: photo.file.name })}
                className="aspect-square w-full rounded-md border border-slate-300 object-cover"
              />
              <Button
                type="button"
                variant="danger"
                size="sm"
                onClick={() => remove(photo)}
                className="absolute right-1 top-1 shadow"
              >
                {t('quote.photos.remove')}
                <span className="sr-only"> {photo.file.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
