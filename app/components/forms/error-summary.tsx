import { useHydrated } from 'remix-utils/use-hydrated'
import { useFromEnglish } from '../i18n'

export type SummaryError = { id: string; message: string }

/**
 * What went wrong with a post, at the top of the form (the GOV.UK pattern).
 * Form-level errors (a rate limit, a failed store) always show here. Field errors are listed
 * too, as links to their fields, only when the page was rendered by the server after a post
 * without JavaScript: the page reloads and the errors next to the fields may be out of sight.
 * With JavaScript, conform marks the fields and moves focus to the first one instead.
 *
 * A public form posts to this summary's fragment (`useOwnFormAction`), so after a no-JS post
 * the browser scrolls to it and focuses it; `autoFocus` does the same when the page is
 * reached without the fragment. `scroll-mt-24` keeps it clear of the sticky header.
 */
export function ErrorSummary({
  id,
  formErrors,
  fieldErrors = [],
  className = '',
}: {
  id: string
  formErrors?: readonly string[] | null
  fieldErrors?: readonly SummaryError[]
  /** Placement only (e.g. spanning a grid's columns). */
  className?: string
}) {
  const hydrated = useHydrated()
  // Every message, and the heading, by its English words: this summary is on every form, also
  // on pages whose loaders do not send the 'forms' part (there the English stays as it is).
  const fromEnglish = useFromEnglish()
  const listed = hydrated ? [] : fieldErrors
  const messages = formErrors?.filter(Boolean) ?? []
  if (!messages.length && !listed.length) return null
  return (
    <div
      id={id}
      role="alert"
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: after a no-JS post, focus lands on what went wrong
      autoFocus={!hydrated}
      className={`scroll-mt-24 rounded-md border-2 border-red-700 bg-red-50 p-4 text-sm text-red-900 focus:outline-none focus:ring-2 focus:ring-red-700 ${className}`}
    >
      {listed.length ? (
        <h2 className="text-base font-bold">{fromEnglish('There is a problem')}</h2>
      ) : null}
      {messages.map((message) => (
        <p key={message} className={listed.length ? 'mt-1' : undefined}>
          {fromEnglish(message)}
        </p>
      ))}
      {listed.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {listed.map((error) => (
            <li key={error.id}>
              <a href={`#${error.id}`} className="font-semibold underline">
                {fromEnglish(error.message)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

type ConformForm = { errors?: string[]; allErrors: Record<string, string[] | undefined> }

/**
 * The summary's field errors from conform: the first message of each field that has one,
 * in the order of `fields` (the order they appear on screen).
 */
export function conformSummaryErrors(
  form: ConformForm,
  fields: readonly { id: string; name: string; errors?: string[] }[],
): SummaryError[] {
  return fields.flatMap((field) => {
    const message = field.errors?.[0] ?? form.allErrors[field.name]?.[0]
    return message ? [{ id: field.id, message }] : []
  })
}
