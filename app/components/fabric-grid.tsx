import type { ReactNode } from 'react'
import { FallbackImage } from './fallback-image'

export interface FabricChoice {
  id: number
  fabricName: string
  color: string
  group: string
  imageUrl: string | null
}

/**
 * Swatches as a radio group: each fabric is a real radio input (works without JavaScript),
 * drawn as a card with its picture; a picture that fails shows the fallback image.
 */
export function FabricGrid({
  fabrics,
  value,
  onChange,
  groupLabel,
  error,
  errorId,
  extra,
}: {
  fabrics: FabricChoice[]
  value: string
  onChange: (id: string) => void
  groupLabel: 'group' | 'chart'
  error?: string
  errorId: string
  /** Something to show under each swatch's card, outside its label (e.g. 'Free sample'). */
  extra?: (fabric: FabricChoice) => ReactNode
}) {
  if (fabrics.length === 0) {
    return <p className="text-slate-700">No fabrics are available right now. Please call us.</p>
  }
  return (
    <div
      className="grid max-h-96 grid-cols-2 gap-3 overflow-y-auto p-1 sm:grid-cols-3"
      role="radiogroup"
      aria-label="Fabrics"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      {fabrics.map((fabric) => {
        const id = `fabric-${fabric.id}`
        const checked = value === String(fabric.id)
        const card = (
          <label
            key={fabric.id}
            htmlFor={id}
            className={`relative flex cursor-pointer flex-col overflow-hidden rounded-lg border-2 bg-white text-left text-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent-500 ${
              checked
                ? 'border-brand-700 ring-2 ring-brand-700/30'
                : 'border-slate-200 hover:border-slate-400'
            }`}
          >
            <input
              id={id}
              type="radio"
              name="fabricId"
              value={fabric.id}
              checked={checked}
              onChange={() => onChange(String(fabric.id))}
              className="sr-only"
            />
            <FallbackImage
              src={fabric.imageUrl ?? undefined}
              alt=""
              width={120}
              height={80}
              loading="lazy"
              className="h-20 w-full object-cover"
            />
            <span className="px-2 pt-1.5 font-semibold text-slate-900">{fabric.fabricName}</span>
            <span className="px-2 pb-2 text-xs text-slate-600">
              {fabric.color} · {groupLabel === 'group' ? 'Group' : 'Chart'} {fabric.group}
            </span>
            {checked ? (
              <span className="absolute right-1.5 top-1.5 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
                Selected
              </span>
            ) : null}
          </label>
        )
        if (!extra) return card
        return (
          <div key={fabric.id} className="flex flex-col gap-1">
            {card}
            {extra(fabric)}
          </div>
        )
      })}
    </div>
  )
}
