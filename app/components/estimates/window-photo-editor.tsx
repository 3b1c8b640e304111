// i18n: the estimate editor's photos, staff only (the staff area stays English).
/**
 * The editor's photos of a window (issue 39): the phone's camera adds photos by a real
 * multipart form; with JavaScript, one request per photo, so a weak signal loses only the photo
 * it was sending, never the others or the forms.
 */
import { useRevalidator } from '@remix-run/react'
import { type FormEvent, useState } from 'react'
import { Thumb, usePhotos } from './window-photos'

/** The editor's photos of one window: add (camera), remove, put back. */
export function WindowPhotoEditor({
  estimateId,
  windowId,
  heading,
}: {
  estimateId: number
  windowId: number
  heading: string
}) {
  const { base, shown, removed } = usePhotos(windowId)
  const action = `/admin/estimates/${estimateId}/window-photos`
  const revalidator = useRevalidator()
  const [status, setStatus] = useState('')
  const [sending, setSending] = useState(false)
  const inputId = `window-${windowId}-photos`

  async function sendOneByOne(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget
    const input = form.elements.namedItem('photos') as HTMLInputElement | null
    const files = Array.from(input?.files ?? [])
    // Nothing chosen: the server says so, as without JavaScript.
    if (!files.length) return
    event.preventDefault()
    setSending(true)
    const notAdded: string[] = []
    let added = 0
    for (const [index, file] of files.entries()) {
      setStatus(`Sending photo ${index + 1} of ${files.length}…`)
      const body = new FormData()
      body.set('intent', 'add-photos')
      body.set('windowId', String(windowId))
      body.append('photos', file)
      try {
        const response = await fetch(action, {
          method: 'POST',
          body,
          headers: { Accept: 'application/json' },
        })
        const answer = (await response.json().catch(() => null)) as { message?: string } | null
        if (response.ok) added++
        else notAdded.push(answer?.message ?? `${file.name}: not added.`)
      } catch {
        notAdded.push(`${file.name}: not sent (no signal?). Choose it again to retry.`)
      }
    }
    if (input) input.value = ''
    setSending(false)
    setStatus(
      [added ? `${added} photo${added > 1 ? 's' : ''} added.` : '', ...notAdded]
        .filter(Boolean)
        .join(' '),
    )
    revalidator.revalidate()
  }

  return (
    <div className="mt-3 rounded-md bg-slate-50 p-2">
      <h5 className="font-semibold text-slate-800">Photos</h5>
      {shown.length ? (
        <ul className="mt-1 flex flex-wrap gap-3" aria-label={`Photos of ${heading}`}>
          {shown.map((photo, index) => (
            <li key={photo.id} className="space-y-1">
              <Thumb photo={photo} base={base} label={`${heading}, photo ${index + 1}`} />
              <form method="post" action={action}>
                <input type="hidden" name="intent" value="remove-photo" />
                <input type="hidden" name="photoId" value={photo.id} />
                <button
                  type="submit"
                  className="min-h-11 text-sm font-semibold text-red-800 underline"
                  aria-label={`Remove ${heading}, photo ${index + 1}`}
                >
                  Remove
                </button>
              </form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">No photo of this window yet.</p>
      )}
      {removed.length ? (
        <div className="mt-2">
          <p className="text-sm text-slate-700">
            Removed (not on the estimate; put back until it is sent):
          </p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {removed.map((photo) => (
              <li key={photo.id}>
                <form method="post" action={action}>
                  <input type="hidden" name="intent" value="restore-photo" />
                  <input type="hidden" name="photoId" value={photo.id} />
                  <button
                    type="submit"
                    className="min-h-11 text-sm font-semibold text-brand-800 underline"
                  >
                    Put back {photo.originalName}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <form
        method="post"
        action={action}
        encType="multipart/form-data"
        onSubmit={sendOneByOne}
        className="mt-2 flex flex-wrap items-end gap-2"
      >
        <input type="hidden" name="intent" value="add-photos" />
        <input type="hidden" name="windowId" value={windowId} />
        <div>
          <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
            Add photos of {heading}
          </label>
          <input
            id={inputId}
            name="photos"
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            className="mt-1 block max-w-full text-sm"
          />
        </div>
        <button
          type="submit"
          disabled={sending}
          className="min-h-11 rounded-md border border-brand-700 px-3 font-semibold text-brand-800"
        >
          {sending ? 'Sending…' : 'Add photos'}
        </button>
      </form>
      <p role="status" aria-live="polite" className="mt-1 text-sm text-slate-800">
        {status}
      </p>
    </div>
  )
}
