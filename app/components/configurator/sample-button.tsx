import { useRevalidator } from '@remix-run/react'
import { type MouseEvent, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { showToast } from '../toaster'
import { buttonClass } from '../ui/button'

/**
 * 'Free sample' under a fabric swatch. It sits inside the configurator's form, so without
 * JavaScript it is a submit button whose formAction posts to /cart/samples (which reads only
 * the fabric) and comes back to the page with a toast; with JavaScript it posts on its own
 * and the cart (badge, bar) refreshes.
 */
export function SampleButton({ fabricId, fabricName }: { fabricId: number; fabricName: string }) {
  const hydrated = useHydrated()
  const revalidator = useRevalidator()
  const [busy, setBusy] = useState(false)
  // After a click the button says so, and a status line tells a screen reader.
  const [added, setAdded] = useState(false)

  const onClick = async (event: MouseEvent<HTMLButtonElement>) => {
    if (!hydrated) return
    event.preventDefault()
    setBusy(true)
    const body = new FormData()
    body.set('sampleFabricId', String(fabricId))
    body.set('_js', '1')
    try {
      const response = await fetch('/cart/samples', { method: 'POST', body })
      const answer = (await response.json()) as {
        title?: string
        description?: string
        error?: string
      }
      if (response.ok) {
        setAdded(true)
        showToast({ title: answer.title ?? 'Free sample added', description: answer.description })
        revalidator.revalidate()
      } else {
        showToast({
          title: 'Sample not added',
          description: answer.error ?? 'Please try again.',
          variant: 'destructive',
        })
      }
    } catch {
      showToast({
        title: 'Sample not added',
        description: 'Please try again.',
        variant: 'destructive',
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <button
        type="submit"
        formAction="/cart/samples"
        formMethod="post"
        formNoValidate
        name="sampleFabricId"
        value={fabricId}
        onClick={onClick}
        disabled={busy}
        aria-label={added ? `Free sample of ${fabricName}, added` : `Free sample of ${fabricName}`}
        className={buttonClass({ variant: 'ghost', size: 'sm' }, 'w-full border border-slate-300')}
      >
        {busy ? 'Adding…' : added ? 'Added ✓' : 'Free sample'}
      </button>
      <span role="status" className="sr-only">
        {added ? `Free sample of ${fabricName} added to your cart` : ''}
      </span>
    </>
  )
}
