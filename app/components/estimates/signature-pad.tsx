/**
 * A drawn signature (issue 39): a canvas drawn on by touch, mouse or pen (pointer events), with
 * a Clear button, writing a PNG data URL into a hidden field of its form. Optional and shown
 * only once JavaScript runs: the typed name is the signature for keyboard and screen-reader
 * users and without JavaScript, and the instructions say so.
 */
import { useEffect, useRef, useState } from 'react'
import { useT } from '~/components/i18n'
import { buttonClass } from '~/components/ui/button'

const WIDTH = 600
const HEIGHT = 200

export function SignaturePad({
  name,
  error,
  errorId,
}: {
  /** The hidden field's name. */
  name: string
  error?: string | null
  errorId: string
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const drawing = useRef(false)
  const [dataUrl, setDataUrl] = useState('')
  const [ready, setReady] = useState(false)
  const t = useT()
  useEffect(() => setReady(true), [])

  function context() {
    const ctx = canvasRef.current?.getContext('2d')
    if (ctx) {
      ctx.lineWidth = 3
      ctx.lineCap = 'round'
      ctx.lineJoin = 'round'
      ctx.strokeStyle = '#0f172a'
    }
    return ctx
  }

  function point(event: React.PointerEvent<HTMLCanvasElement>) {
    const canvas = event.currentTarget
    const box = canvas.getBoundingClientRect()
    return {
      x: ((event.clientX - box.left) / box.width) * canvas.width,
      y: ((event.clientY - box.top) / box.height) * canvas.height,
    }
  }

  if (!ready) return null
  const instructionsId = `${name}-instructions`
  return (
    <div className="mt-4">
      <p id={`${name}-label`} className="block text-sm font-semibold text-slate-800">
        {t('estimate.signature.label')}{' '}
        <span className="font-normal text-slate-600">{t('estimate.signature.optional')}</span>
      </p>
      <p id={instructionsId} className="mt-0.5 text-sm text-slate-600">
        {t('estimate.signature.instructions')}
      </p>
      <canvas
        ref={canvasRef}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-labelledby={`${name}-label`}
        aria-describedby={error ? `${instructionsId} ${errorId}` : instructionsId}
        data-testid="signature-pad"
        id={`${name}-pad`}
        tabIndex={-1}
        className="mt-2 block h-32 w-full touch-none rounded-lg border-2 border-dashed border-slate-400 bg-white sm:h-40"
        onPointerDown={(event) => {
          const ctx = context()
          if (!ctx) return
          event.currentTarget.setPointerCapture(event.pointerId)
          drawing.current = true
          const { x, y } = point(event)
          ctx.beginPath()
          ctx.moveTo(x, y)
          ctx.lineTo(x + 0.1, y + 0.1)
          ctx.stroke()
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return
          const ctx = context()
          if (!ctx) return
          const { x, y } = point(event)
          ctx.lineTo(x, y)
          ctx.stroke()
        }}
        onPointerUp={(event) => {
          if (!drawing.current) return
          drawing.current = false
          setDataUrl(event.currentTarget.toDataURL('image/png'))
        }}
        onPointerCancel={() => {
          drawing.current = false
        }}
      />
      <input type="hidden" name={name} value={dataUrl} />
      <div className="mt-2 flex items-center gap-3">
        <button
          type="button"
          className={buttonClass({ variant: 'outline', size: 'sm' })}
          onClick={() => {
            const canvas = canvasRef.current
            canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height)
            setDataUrl('')
          }}
        >
          {t('estimate.signature.clear')}
        </button>
        <span className="text-sm text-slate-700" aria-live="polite">
          {dataUrl ? t('estimate.signature.drawn') : t('estimate.signature.none')}
        </span>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  )
}
