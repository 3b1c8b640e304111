/**
 * The crop dialog's geometry (docs/requirements.md#admin-area): aspect choices, the
 * starting selection (80% of the width, centred), the keyboard nudges (1, 10 with Shift,
 * 100 with Ctrl or Cmd), the smallest crop (100 x 100) and the largest result (800 x 600),
 * the JPEG quality and the file name. Pure: the dialog and its tests share it.
 */

export const CROP_ASPECTS = [
  { id: 'free', label: 'Free Crop', ratio: null },
  { id: '16:9', label: '16:9 (Landscape)', ratio: 16 / 9 },
  { id: '4:3', label: '4:3 (Standard)', ratio: 4 / 3 },
  { id: '3:2', label: '3:2 (Photo)', ratio: 3 / 2 },
  { id: '1:1', label: '1:1 (Square)', ratio: 1 },
  { id: '3:4', label: '3:4 (Portrait)', ratio: 3 / 4 },
] as const
export type CropAspectId = (typeof CROP_ASPECTS)[number]['id']
export const DEFAULT_CROP_ASPECT: CropAspectId = '16:9'

export const CROP_MIN = { width: 100, height: 100 }
export const CROP_MAX = { width: 800, height: 600 }
export const CROP_START_WIDTH_PERCENT = 80
export const CROP_JPEG_QUALITY = 0.9
export const NUDGE_STEPS = { normal: 1, shift: 10, ctrl: 100 } as const

export interface Area {
  x: number
  y: number
  width: number
  height: number
}

export interface Size {
  width: number
  height: number
}

/** The ratio of an aspect choice; Free Crop uses the shape staff typed (or the image's). */
export function aspectRatio(id: CropAspectId, free: Size | null, image: Size): number {
  const choice = CROP_ASPECTS.find((a) => a.id === id)
  if (choice?.ratio) return choice.ratio
  const shape = free && free.width > 0 && free.height > 0 ? free : image
  return shape.width / shape.height
}

/**
 * The starting selection, in percent of the image: 80% of the width, centred; when that is
 * too tall for the image at this aspect, as tall as the image allows (same aspect).
 */
export function initialCropPercent(image: Size, aspect: number): Area {
  let widthPx = (image.width * CROP_START_WIDTH_PERCENT) / 100
  let heightPx = widthPx / aspect
  if (heightPx > image.height) {
    heightPx = image.height
    widthPx = heightPx * aspect
  }
  const width = (widthPx / image.width) * 100
  const height = (heightPx / image.height) * 100
  return { x: (100 - width) / 2, y: (100 - height) / 2, width, height }
}

/** How far a key moves the selection, in screen pixels: 1, 10 (Shift), 100 (Ctrl or Cmd). */
export function nudgeStep(keys: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }) {
  if (keys.ctrlKey || keys.metaKey) return NUDGE_STEPS.ctrl
  if (keys.shiftKey) return NUDGE_STEPS.shift
  return NUDGE_STEPS.normal
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
}

/**
 * Moves the selection with an arrow key. The cropper keeps the selection still and moves the
 * image under it (its `crop` is the image's offset), so the selection going right is the image
 * going left; the image never leaves the selection. Null for any other key.
 */
export function nudgeCrop(
  key: string,
  modifiers: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean },
  crop: { x: number; y: number },
  bounds: { media: Size; cropSize: Size; zoom: number },
): { x: number; y: number } | null {
  const arrow = ARROWS[key]
  if (!arrow) return null
  const step = nudgeStep(modifiers)
  const maxX = Math.max(0, (bounds.media.width * bounds.zoom - bounds.cropSize.width) / 2)
  const maxY = Math.max(0, (bounds.media.height * bounds.zoom - bounds.cropSize.height) / 2)
  const clamp = (v: number, max: number) => Math.min(max, Math.max(-max, v))
  return {
    x: clamp(crop.x - arrow[0] * step, maxX),
    y: clamp(crop.y - arrow[1] * step, maxY),
  }
}

/** Apply is possible only for a crop of at least 100 x 100 pixels of the image. */
export function cropProblem(area: Area | null): string | null {
  if (!area) return 'Choose the part of the image to keep'
  if (Math.round(area.width) < CROP_MIN.width || Math.round(area.height) < CROP_MIN.height) {
    return `The crop must be at least ${CROP_MIN.width} x ${CROP_MIN.height} pixels of the image; zoom out`
  }
  return null
}

/** The result's size: the crop, scaled down (never up) to fit 800 x 600. */
export function outputSize(area: Area): Size {
  const scale = Math.min(1, CROP_MAX.width / area.width, CROP_MAX.height / area.height)
  return {
    width: Math.max(1, Math.round(area.width * scale)),
    height: Math.max(1, Math.round(area.height * scale)),
  }
}

/** 'room.png' -> 'room-cropped.jpg' (the result is always a JPEG). */
export function croppedFileName(original: string): string {
  const dot = original.lastIndexOf('.')
  const base = (dot > 0 ? original.slice(0, dot) : original) || 'image'
  return `${base}-cropped.jpg`
}
