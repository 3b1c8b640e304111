/**
 * The installer's "Done" (issue 31): the note and the photos they send, and the photos of a
 * visit once done. A refused photo is said next to the photo field, and the note comes back
 * as it was typed (issue 38), with JavaScript or without.
 */
import { useEffect } from 'react'
import { Field, type FieldMeta, TextareaField } from '~/components/forms'

const NOTE_MAX = 2000

function fieldOf(
  id: string,
  name: string,
  error: string | null | undefined,
  extra: Partial<FieldMeta> = {},
): FieldMeta {
  return {
    id,
    name,
    errorId: `${id}-error`,
    descriptionId: `${id}-hint`,
    errors: error ? [error] : null,
    required: false,
    ...extra,
  }
}

export function VisitDoneFields({
  note,
  photoError,
  maxPhotos,
  maxPhotoMegabytes,
}: {
  /** What the installer typed, when the form comes back refused. */
  note: string | null
  /** Why the photos were refused (too large, not a picture, too many). */
  photoError: string | null
  maxPhotos: number
  maxPhotoMegabytes: number
}) {
  // With JavaScript the page stays: the photo field, now saying what was wrong, takes focus.
  // Without, the reloaded page focuses it by `autoFocus`.
  useEffect(() => {
    if (photoError) document.getElementById('done-photos')?.focus()
  }, [photoError])
  return (
    <>
      <TextareaField
        field={fieldOf('done-note', 'note', null, {
          initialValue: note ?? undefined,
          maxLength: NOTE_MAX,
        })}
        label="Note for the office"
        rows={4}
      />
      <Field
        field={fieldOf('done-photos', 'photos', photoError)}
        label="Photos"
        hint={`Up to ${maxPhotos} photos, ${maxPhotoMegabytes} MB each.`}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        autoFocus={Boolean(photoError)}
      />
    </>
  )
}

type DonePhoto = { id: number; url: string; thumbnailUrl: string; originalName: string }

/** The photos of a done visit: each thumbnail opens the large view. */
export function VisitDonePhotos({ photos }: { photos: DonePhoto[] }) {
  if (!photos.length) return null
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label="Photos from the visit">
      {photos.map((photo) => (
        <li key={photo.id}>
          <a href={photo.url}>
            <img
              src={photo.thumbnailUrl}
              alt={photo.originalName}
              className="h-20 w-20 rounded object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  )
}
