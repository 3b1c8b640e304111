import { Form } from '@remix-run/react'
import { Button } from '~/components/ui/button'
import { businessDateTimeShort } from '~/domain/business-time'

/**
 * Archive instead of delete: one button posting `intent=archive` (and the id, when given). The
 * item leaves the lists; the toast's Undo and the list's Archived filter bring it back.
 */
export function ArchiveButton({
  id,
  what,
  action,
  label = 'Archive',
}: {
  id?: number
  what: string
  action?: string
  label?: string
}) {
  return (
    <Form method="post" action={action} preventScrollReset>
      {id === undefined ? null : <input type="hidden" name="id" value={id} />}
      <Button name="intent" value="archive" variant="danger" size="sm">
        {label}
        <span className="sr-only"> {what}</span>
      </Button>
    </Form>
  )
}

/** On an archived item's page: when it was archived, and a Restore button. */
export function ArchivedNotice({
  archivedAt,
  id,
  what,
  action,
}: {
  archivedAt: Date | string
  id?: number
  what: string
  action?: string
}) {
  return (
    <div
      role="status"
      className="mt-3 flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900"
    >
      <p>
        Archived on {businessDateTimeShort(new Date(archivedAt))} — hidden from the lists
        {what ? ` (${what})` : ''}.
      </p>
      <Form method="post" action={action} preventScrollReset>
        {id === undefined ? null : <input type="hidden" name="id" value={id} />}
        <Button name="intent" value="restore" variant="outline" size="sm">
          Restore
        </Button>
      </Form>
    </div>
  )
}

/** In a list's Archived view: one button posting `intent=restore` (and the id). */
export function RestoreButton({
  id,
  what,
  action,
}: {
  id?: number
  what: string
  action?: string
}) {
  return (
    <Form method="post" action={action} preventScrollReset>
      {id === undefined ? null : <input type="hidden" name="id" value={id} />}
      <Button name="intent" value="restore" variant="outline" size="sm">
        Restore<span className="sr-only"> {what}</span>
      </Button>
    </Form>
  )
}
