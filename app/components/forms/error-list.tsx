/**
 * The message under a field. Its container is always rendered (empty when valid) so the
 * field's aria-describedby never points at nothing and the layout does not jump.
 * One message at a time: the first is the one to fix first.
 */
import { useFromEnglish } from '../i18n'

export function ErrorList({ id, errors }: { id: string; errors?: readonly string[] | null }) {
  // The schemas' and the server's English, in the page's language (es/forms.json '~…').
  const fromEnglish = useFromEnglish()
  const message = errors?.find(Boolean)
  return (
    <div id={id} className="text-sm font-medium text-red-700">
      {message ? <p className="mt-1">{fromEnglish(message)}</p> : null}
    </div>
  )
}
