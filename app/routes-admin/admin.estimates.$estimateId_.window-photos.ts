import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import type { ToastInput } from '~/domain/toast'
import { requireAdmin } from '~/server/auth/auth.server'
import { staffEstimate } from '~/server/estimates/estimate-access.server'
import {
  addWindowPhotos,
  MAX_WINDOW_PHOTO_BYTES,
  MAX_WINDOW_PHOTOS,
  setWindowPhotoRemoved,
} from '~/server/estimates/estimate-photos.server'
import { jsonError, jsonResponse, pathId } from '~/server/platform/http.server'
import {
  BadUploadError,
  parseUploadForm,
  UploadRejectedError,
} from '~/server/platform/multipart.server'
import { redirectWithToast } from '~/server/platform/toast.server'

/**
 * POST /admin/estimates/:estimateId/window-photos (issue 39): a window's photos, added from the
 * phone's camera (a real multipart form without JavaScript; with it, the editor sends one photo
 * per request so a weak signal loses only the photo it was sending), removed, or put back.
 * Answered in JSON to the editor's script (`Accept: application/json`), otherwise back to the
 * window with a toast that names any photo refused. Nothing to GET (405), after the guard.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request, 'estimates')
  return jsonError(405, 'Method not allowed', undefined, { Allow: 'POST' })
}

type Answer = { status: number; windowId: number | null; toast: ToastInput; ok: boolean }

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, 'estimates')
  const { id } = staffEstimate(request, admin, params.estimateId)
  const wantsJson = (request.headers.get('Accept') ?? '').includes('application/json')
  const answer = await answerPhotos(request, admin, id)
  if (wantsJson) {
    return jsonResponse(
      { ok: answer.ok, windowId: answer.windowId, message: answer.toast.description },
      { status: answer.status },
    )
  }
  const anchor = answer.windowId ? `window-${answer.windowId}` : 'rooms'
  return redirectWithToast(`/admin/estimates/${id}#${anchor}`, answer.toast)
}

async function answerPhotos(
  request: Request,
  admin: Parameters<typeof addWindowPhotos>[0],
  estimateId: number,
): Promise<Answer> {
  let form: FormData
  try {
    ;({ form } = await parseUploadForm(request, {
      fileFields: ['photos'],
      maxBytes: MAX_WINDOW_PHOTO_BYTES,
      maxFiles: MAX_WINDOW_PHOTOS,
    }))
  } catch (error) {
    if (error instanceof UploadRejectedError || error instanceof BadUploadError) {
      const windowId = pathId(
        String(error instanceof UploadRejectedError ? (error.form?.get('windowId') ?? '') : ''),
      )
      return {
        ok: false,
        status: error.status,
        windowId,
        toast: { title: 'Photos Not Added', description: error.message, variant: 'destructive' },
      }
    }
    throw error
  }
  const intent = String(form.get('intent') ?? '')
  if (intent === 'remove-photo' || intent === 'restore-photo') {
    const photoId = pathId(String(form.get('photoId') ?? ''))
    const result = photoId
      ? setWindowPhotoRemoved(admin, estimateId, photoId, intent === 'remove-photo')
      : ({ ok: false, status: 404, message: 'That photo is not on this estimate' } as const)
    if (!result.ok) {
      return {
        ok: false,
        status: result.status,
        windowId: null,
        toast: { title: 'Not Changed', description: result.message, variant: 'destructive' },
      }
    }
    return {
      ok: true,
      status: 200,
      windowId: result.windowId,
      toast:
        intent === 'remove-photo'
          ? { title: 'Photo Removed', description: 'Put it back below the window’s photos.' }
          : { title: 'Photo Put Back', description: 'It is on the estimate again.' },
    }
  }
  const windowId = pathId(String(form.get('windowId') ?? ''))
  const files = form.getAll('photos').filter((f): f is File => f instanceof Blob && f.size > 0)
  if (!windowId || files.length === 0) {
    return {
      ok: false,
      status: 400,
      windowId,
      toast: {
        title: 'No Photo',
        description: 'Choose or take a photo first.',
        variant: 'destructive',
      },
    }
  }
  const result = await addWindowPhotos(admin, estimateId, windowId, files)
  if (!result.ok) {
    return {
      ok: false,
      status: result.status,
      windowId,
      toast: { title: 'Photos Not Added', description: result.message, variant: 'destructive' },
    }
  }
  const refused = result.refused.map((r) => `${r.name}: ${r.message}`).join(' ')
  return {
    ok: result.added > 0,
    status: result.added > 0 ? 200 : 415,
    windowId,
    toast: refused
      ? {
          title: result.added ? `${result.added} Photo(s) Added, Some Not` : 'Photo Not Added',
          description: refused,
          variant: 'destructive',
        }
      : { title: result.added > 1 ? 'Photos Added' : 'Photo Added', description: 'On the window.' },
  }
}
