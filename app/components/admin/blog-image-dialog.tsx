/**
 * The blog editor's "Insert image" dialog (issue 40.26): the picture and its description asked
 * together in the site's modal dialog, with labelled fields. The description is required, unless
 * staff say the image is decorative (then it is inserted with alt="", on purpose). Loaded with the
 * rich editor only (React.lazy), so Radix stays out of every page's first load.
 */
import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { FieldLabel } from '~/components/forms/field'
import { Button, buttonClass, controlClass } from '~/components/ui/button'
import { ModalClose, ModalDialog } from '~/components/ui/modal-dialog'
import { IMAGE_ALT_NEEDED, imageAltText } from '~/domain/blog'

export type ImageToInsert = { file: File; alt: string }

const FILE_NEEDED = 'Choose the image file to insert.'

export function BlogImageDialog({
  open,
  onClose,
  returnFocusTo,
  onInsert,
}: {
  open: boolean
  onClose: () => void
  returnFocusTo: () => HTMLElement | null
  /** Uploads and inserts; answers an error to show in the dialog, or null when done. */
  onInsert: (image: ImageToInsert) => Promise<string | null>
}) {
  const id = useId()
  const fileInput = useRef<HTMLInputElement>(null)
  const altInput = useRef<HTMLInputElement>(null)
  const [decorative, setDecorative] = useState(false)
  const [errors, setErrors] = useState<{ file?: string; alt?: string; upload?: string }>({})
  const [busy, setBusy] = useState(false)

  const close = () => {
    setErrors({})
    setDecorative(false)
    onClose()
  }

  // Not a <form>: the dialog sits inside the post form in React's tree, where a submit would
  // bubble to the post form.
  const insert = async () => {
    const file = fileInput.current?.files?.[0]
    const alt = decorative ? '' : imageAltText(altInput.current?.value)
    const found = {
      file: file ? undefined : FILE_NEEDED,
      alt: alt === null ? IMAGE_ALT_NEEDED : undefined,
    }
    setErrors(found)
    if (found.file) return fileInput.current?.focus()
    if (found.alt) return altInput.current?.focus()
    if (!file || alt === null) return
    setBusy(true)
    const failed = await onInsert({ file, alt })
    setBusy(false)
    if (failed) setErrors({ upload: failed })
    else close()
  }

  const enterInserts = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    void insert()
  }

  const fileError = `${id}-file-error`
  const altHint = `${id}-alt-hint`
  const altError = `${id}-alt-error`
  return (
    <ModalDialog
      open={open}
      onClose={close}
      returnFocusTo={returnFocusTo}
      title="Insert an image"
      description="Choose the picture and describe what it shows for people who cannot see it."
    >
      <div className="mt-4 space-y-4">
        <div>
          <FieldLabel htmlFor={`${id}-file`} required>
            Image file
          </FieldLabel>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept="image/*"
            required
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? fileError : undefined}
            className="mt-1 block w-full text-sm"
          />
          {errors.file ? (
            <p id={fileError} className="mt-1 text-sm font-semibold text-red-800">
              {errors.file}
            </p>
          ) : null}
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-alt`} required={!decorative}>
            Description (alt text)
          </FieldLabel>
          <p id={altHint} className="mt-0.5 text-sm text-slate-600">
            What the image shows, e.g. “White shutters in a bay window”.
          </p>
          <input
            ref={altInput}
            id={`${id}-alt`}
            type="text"
            maxLength={250}
            required={!decorative}
            disabled={decorative}
            onKeyDown={enterInserts}
            aria-invalid={errors.alt ? true : undefined}
            aria-describedby={errors.alt ? `${altHint} ${altError}` : altHint}
            className={`${controlClass} mt-1 disabled:bg-slate-100`}
          />
          {errors.alt ? (
            <p id={altError} className="mt-1 text-sm font-semibold text-red-800">
              {errors.alt}
            </p>
          ) : null}
        </div>
        <div className="flex items-start gap-2">
          <input
            id={`${id}-decorative`}
            type="checkbox"
            checked={decorative}
            onChange={(event) => {
              setDecorative(event.target.checked)
              setErrors((e) => ({ ...e, alt: undefined }))
            }}
            className="mt-1 h-5 w-5"
          />
          <label htmlFor={`${id}-decorative`} className="text-sm text-slate-800">
            Decorative image: it adds nothing to the text, so screen readers skip it (no
            description)
          </label>
        </div>
        {errors.upload ? (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {errors.upload}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="button" onClick={() => void insert()} disabled={busy}>
            {busy ? 'Uploading…' : 'Add the image'}
          </Button>
          <ModalClose className={buttonClass({ variant: 'secondary' })}>Cancel</ModalClose>
        </div>
      </div>
    </ModalDialog>
  )
}
