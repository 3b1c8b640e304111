/**
 * The message under a field. Its container is always rendered (empty when valid) so the
 * field's aria-describedby never points at nothing and the layout does not jump.
 * One message at a time: the first is the one to fix first.
 */
export function ErrorList({ id, errors }: { id: string; errors?: readonly string[] | null }) {
  const message = errors?.find(Boolean)
  return (
    <div id={id} className="text-sm font-medium text-red-700">
      {message ? <p className="mt-1">{message}</p> : null}
    </div>
  )
}
