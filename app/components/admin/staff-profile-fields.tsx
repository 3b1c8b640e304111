/**
 * A person's display name and calendar colour (issue 31), on /admin/staff (the owner, for
 * everyone) and /admin/account (one's own). The colours are the accessible palette of
 * app/domain/staff-colour.ts; "Automatic" keeps the one derived from the account.
 */
import { DISPLAY_NAME_MAX, STAFF_COLOURS, staffColour } from '~/domain/staff-colour'

/** A refused save: its message and the field it belongs beside. */
type Refusal = { error: string; field?: unknown }

function Swatch({ background, border }: { background: string; border: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block h-4 w-6 rounded-sm"
      style={{ background, borderLeft: `4px solid ${border}` }}
    />
  )
}

export function ProfileFields({
  idPrefix,
  who,
  displayName,
  colour,
  adminId,
  refusal,
}: {
  idPrefix: string
  who: string
  displayName: string | null
  colour: string | null
  adminId: number
  refusal?: Refusal
}) {
  const derived = staffColour(adminId)
  const nameError = refusal?.field === 'displayName' ? refusal.error : null
  const colourError = refusal?.field === 'colour' ? refusal.error : null
  const current = colour?.toLowerCase() ?? ''
  return (
    <>
      <label className="block text-sm font-semibold text-slate-800">
        Display name of {who}
        <input
          name="displayName"
          defaultValue={displayName ?? ''}
          maxLength={DISPLAY_NAME_MAX}
          autoComplete="off"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${idPrefix}-name-error` : undefined}
          className="mt-1 block w-full rounded border border-slate-400 px-2 py-1 font-normal"
        />
      </label>
      {nameError ? (
        <p id={`${idPrefix}-name-error`} className="text-sm font-semibold text-red-800">
          {nameError}
        </p>
      ) : null}
      <fieldset
        aria-invalid={colourError ? true : undefined}
        aria-describedby={colourError ? `${idPrefix}-colour-error` : undefined}
      >
        <legend className="text-sm font-semibold text-slate-800">Calendar colour of {who}</legend>
        <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm">
          <label className="flex items-center gap-1">
            <input type="radio" name="colour" value="" defaultChecked={current === ''} />
            {derived ? <Swatch {...derived} /> : null}
            Automatic{derived ? ` (${derived.name})` : ''}
          </label>
          {STAFF_COLOURS.map((c) => (
            <label key={c.border} className="flex items-center gap-1">
              <input
                type="radio"
                name="colour"
                value={c.border}
                defaultChecked={current === c.border}
              />
              <Swatch {...c} />
              {c.name}
            </label>
          ))}
        </div>
      </fieldset>
      {colourError ? (
        <p id={`${idPrefix}-colour-error`} className="text-sm font-semibold text-red-800">
          {colourError}
        </p>
      ) : null}
    </>
  )
}
