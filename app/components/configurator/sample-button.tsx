import { useRevalidator } from '@remix-run/react'
import { type MouseEvent, useState } from 'react'
import { useHydrated } from 'remix-utils/use-hydrated'
import { useLocalePath, useT } from '../i18n'
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
  const t = useT()
  const to = useLocalePath()
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
      const response = await fetch(to('/cart/samples'), { method: 'POST', body })
      const answer = (await response.json()) as {
        title?: string
        description?: string
        error?: string
      }
      if (response.ok) {
        setAdded(true)
        showToast({
          title: answer.title ?? t('configurator.sample.added'),
          description: answer.description,
        })
        revalidator.revalidate()
      } else {
        showToast({
          title: t('configurator.sample.notAdded'),
          description: answer.error ?? t('configurator.sample.tryAgain'),
          variant: 'destructive',
        })
      }
    } catch {
      showToast({
        title: t('configurator.sample.notAdded'),
        description: t('configurator.sample.tryAgain'),
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
        formAction={to('/cart/samples')}
        formMethod="post"
        formNoValidate
        name="sampleFabricId"
        value={fabricId}
        onClick={onClick}
        disabled={busy}
        aria-label={t(added ? 'configurator.sample.labelAdded' : 'configurator.sample.label', {
          name: fabricName,
        })}
        className={buttonClass({ variant: 'ghost', size: 'sm' }, 'w-full border border-slate-300')}
      >
        {busy
          ? t('configurator.adding')
          : added
            ? t('configurator.sample.addedMark')
            : t('configurator.sample.button')}
      </button>
      <span role="status" className="sr-only">
        {added ? t('configurator.sample.status', { name: fabricName }) : ''}
      </span>
    </>
  )
}
