/**
 * 'Crop Product Image' (docs/requirements.md#admin-area), on react-easy-crop: aspect
 * choices (16:9 first), the selection starting at 80% of the width, arrow keys nudging by 1,
 * 10 (Shift) or 100 (Ctrl/Cmd) pixels, Apply disabled until there is a crop of at least
 * 100 x 100, the result at most 800 x 600, a JPEG at quality 0.9 named '<name>-cropped.jpg'.
 * Only with JavaScript: without it the chosen file is uploaded uncropped.
 */
import * as Dialog from '@radix-ui/react-dialog'
import { type KeyboardEvent, useEffect, useMemo, useState } from 'react'
import Cropper from 'react-easy-crop'
import { Button } from '~/components/ui/button'
import {
  type Area,
  aspectRatio,
  CROP_ASPECTS,
  CROP_JPEG_QUALITY,
  type CropAspectId,
  cropProblem,
  croppedFileName,
  DEFAULT_CROP_ASPECT,
  initialCropPercent,
  nudgeCrop,
  outputSize,
  type Size,
} from '~/domain/catalog-admin-crop'

async function cropToFile(source: string, area: Area, name: string): Promise<File> {
  const image = new Image()
  image.src = source
  await image.decode()
  const size = outputSize(area)
  const canvas = document.createElement('canvas')
  canvas.width = size.width
  canvas.height = size.height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('Canvas is not available')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, size.width, size.height)
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height)
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', CROP_JPEG_QUALITY),
  )
  if (!blob) throw new Error('The image could not be cropped')
  return new File([blob], croppedFileName(name), { type: 'image/jpeg' })
}

export function CropDialog({
  file,
  title = 'Crop Product Image',
  onApply,
  onCancel,
}: {
  file: File
  title?: string
  onApply: (cropped: File) => void
  /** Closed without cropping: the original file stays chosen. */
  onCancel: () => void
}) {
  const source = useMemo(() => URL.createObjectURL(file), [file])
  useEffect(() => () => URL.revokeObjectURL(source), [source])
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [aspectId, setAspectId] = useState<CropAspectId>(DEFAULT_CROP_ASPECT)
  const [freeShape, setFreeShape] = useState<Size>({ width: 4, height: 3 })
  const [natural, setNatural] = useState<Size | null>(null)
  // The image's own size first, so the selection can start at 80% of its width.
  useEffect(() => {
    const image = new Image()
    image.onload = () => setNatural({ width: image.naturalWidth, height: image.naturalHeight })
    image.onerror = () => setFailure('This file cannot be shown for cropping; use the original.')
    image.src = source
  }, [source])
  const [media, setMedia] = useState<Size | null>(null)
  const [cropSize, setCropSize] = useState<Size | null>(null)
  const [crop, setCrop] = useState({ x: 0, y: 0 })
  const [zoom, setZoom] = useState(1)
  const [area, setArea] = useState<Area | null>(null)

  const aspect = aspectRatio(
    aspectId,
    aspectId === 'free' ? freeShape : null,
    natural ?? {
      width: 4,
      height: 3,
    },
  )
  const start = natural ? initialCropPercent(natural, aspect) : undefined
  const problem = cropProblem(area)

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!media || !cropSize) return
    const next = nudgeCrop(event.key, event, crop, { media, cropSize, zoom })
    if (!next) return
    event.preventDefault()
    event.stopPropagation()
    setCrop(next)
  }

  async function apply() {
    if (!area || problem) return
    setBusy(true)
    setFailure(null)
    try {
      onApply(await cropToFile(source, area, file.name))
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The image could not be cropped')
      setBusy(false)
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? null : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/70" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-[60] max-h-[94vh] w-[calc(100%-1rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-2xl focus:outline-none">
          <Dialog.Title className="text-xl font-bold text-brand-900">{title}</Dialog.Title>
          <Dialog.Description id="crop-help" className="mt-1 text-sm text-slate-700">
            Drag the image or use the arrow keys on the crop area to move it: 1 pixel, 10 with
            Shift, 100 with Ctrl or Cmd. The result is at least 100 x 100 and at most 800 x 600
            pixels.
          </Dialog.Description>

          <fieldset className="mt-3">
            <legend className="text-sm font-semibold text-slate-800">Aspect ratio</legend>
            <div className="mt-1 flex flex-wrap gap-2">
              {CROP_ASPECTS.map((choice) => (
                <label
                  key={choice.id}
                  className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-500"
                >
                  <input
                    type="radio"
                    name="crop-aspect"
                    value={choice.id}
                    checked={aspectId === choice.id}
                    onChange={() => setAspectId(choice.id)}
                    className="accent-brand-700"
                  />
                  {choice.label}
                </label>
              ))}
            </div>
          </fieldset>
          {aspectId === 'free' ? (
            <div className="mt-2 flex flex-wrap items-end gap-3 text-sm">
              {(['width', 'height'] as const).map((side) => (
                <label key={side} className="font-semibold text-slate-800">
                  Shape {side}
                  <input
                    type="number"
                    min={1}
                    max={100}
                    value={freeShape[side]}
                    onChange={(e) =>
                      setFreeShape((shape) => ({
                        ...shape,
                        [side]: Math.max(1, Math.min(100, Number(e.target.value) || 1)),
                      }))
                    }
                    className="ml-2 w-20 rounded-md border border-slate-400 px-2 py-1"
                  />
                </label>
              ))}
            </div>
          ) : null}

          <div className="relative mt-3 h-72 w-full overflow-hidden rounded-md bg-slate-900 sm:h-96">
            {natural ? (
              <Cropper
                key={`${aspectId}-${aspect}`}
                image={source}
                crop={crop}
                zoom={zoom}
                aspect={aspect}
                minZoom={1}
                maxZoom={5}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels) => setArea(pixels)}
                onCropSizeChange={setCropSize}
                onMediaLoaded={(size) => setMedia({ width: size.width, height: size.height })}
                initialCroppedAreaPercentages={start}
                cropperProps={{
                  onKeyDown,
                  role: 'group',
                  'aria-label': 'Crop area',
                  'aria-describedby': 'crop-help',
                }}
              />
            ) : null}
          </div>
          <label className="mt-3 flex items-center gap-3 text-sm font-semibold text-slate-800">
            Zoom
            <input
              type="range"
              min={1}
              max={5}
              step={0.05}
              value={zoom}
              onChange={(e) => setZoom(Number(e.target.value))}
              className="w-full accent-brand-700"
            />
          </label>
          <p className="mt-2 text-sm text-slate-700" aria-live="polite">
            {area
              ? `Crop: ${Math.round(area.width)} x ${Math.round(area.height)} pixels of the image; saved as ${outputSize(area).width} x ${outputSize(area).height}.`
              : 'Loading the image…'}
          </p>
          {problem && area ? (
            <p className="mt-1 text-sm font-semibold text-red-800">{problem}</p>
          ) : null}
          {failure ? (
            <p role="alert" className="mt-1 text-sm font-semibold text-red-800">
              {failure}
            </p>
          ) : null}
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={onCancel}>
              Use original
            </Button>
            <Button
              type="button"
              variant="primary"
              onClick={apply}
              disabled={!area || !!problem || busy}
            >
              {busy ? 'Cropping…' : 'Apply Crop'}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
