import { lazy, Suspense, useRef, useState } from 'react'
import {
  controlClass,
  describedBy,
  ErrorList,
  FieldLabel,
  type FieldMeta,
} from '~/components/forms'

const CropDialog = lazy(() =>
  import('~/components/admin/crop-dialog').then((m) => ({ default: m.CropDialog })),
)

/**
 * The image of a catalogue item: a file input (any image, checked by its bytes on the
 * server), the current image beside it when editing. With `crop`, choosing a file opens the
 * crop dialog and the cropped JPEG replaces the chosen file before the form posts; without
 * JavaScript the file goes as chosen.
 */
export function ImageFileField({
  field,
  label,
  hint,
  currentUrl,
  crop,
  required = false,
}: {
  field: FieldMeta
  label: string
  hint: string
  currentUrl?: string | null
  crop?: { title: string }
  required?: boolean
}) {
  const input = useRef<HTMLInputElement>(null)
  const [cropping, setCropping] = useState<File | null>(null)
  const [chosen, setChosen] = useState<string | null>(null)

  function replaceFile(file: File) {
    const transfer = new DataTransfer()
    transfer.items.add(file)
    if (input.current) input.current.files = transfer.files
    setChosen(file.name)
  }

  return (
    <div>
      <FieldLabel htmlFor={field.id} required={required}>
        {label}
      </FieldLabel>
      <p id={field.descriptionId} className="mt-0.5 text-sm text-slate-600">
        {hint}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        {currentUrl ? (
          <img
            src={currentUrl}
            alt="Currently saved"
            width={64}
            height={64}
            className="size-16 rounded border border-slate-200 object-cover"
          />
        ) : null}
        <input
          ref={input}
          id={field.id}
          name={field.name}
          type="file"
          accept="image/*"
          required={required || undefined}
          aria-invalid={field.errors?.length ? true : undefined}
          aria-describedby={describedBy(field, true)}
          className={`${controlClass} max-w-md`}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            setChosen(file?.name ?? null)
            if (file && crop) setCropping(file)
          }}
        />
      </div>
      {chosen ? (
        <p className="mt-1 text-sm text-slate-700" aria-live="polite">
          Chosen: {chosen}
        </p>
      ) : null}
      <ErrorList id={field.errorId} errors={field.errors} />
      {cropping && crop ? (
        <Suspense fallback={null}>
          <CropDialog
            file={cropping}
            title={crop.title}
            onApply={(file) => {
              replaceFile(file)
              setCropping(null)
            }}
            onCancel={() => setCropping(null)}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
