import { describe, expect, it } from 'vitest'
import {
  aspectRatio,
  cropProblem,
  croppedFileName,
  initialCropPercent,
  nudgeCrop,
  nudgeStep,
  outputSize,
} from './catalog-admin-crop'

const none = { shiftKey: false, ctrlKey: false, metaKey: false }

describe('crop geometry', () => {
  it('starts at 80% of the width, centred', () => {
    expect(initialCropPercent({ width: 1600, height: 1200 }, 16 / 9)).toEqual({
      x: 10,
      y: 20,
      width: 80,
      height: 60,
    })
  })

  it('a portrait aspect on a wide image is as tall as the image allows', () => {
    const area = initialCropPercent({ width: 1600, height: 900 }, 3 / 4)
    expect(area.height).toBe(100)
    expect(area.width).toBeCloseTo(((900 * 3) / 4 / 1600) * 100)
    expect(area.x).toBeCloseTo((100 - area.width) / 2)
  })

  it('Free Crop follows the typed shape, else the image', () => {
    expect(aspectRatio('free', { width: 300, height: 100 }, { width: 10, height: 10 })).toBe(3)
    expect(aspectRatio('free', null, { width: 400, height: 200 })).toBe(2)
    expect(aspectRatio('1:1', null, { width: 400, height: 200 })).toBe(1)
  })

  it('nudges by 1, 10 with Shift, 100 with Ctrl or Cmd', () => {
    expect(nudgeStep(none)).toBe(1)
    expect(nudgeStep({ ...none, shiftKey: true })).toBe(10)
    expect(nudgeStep({ ...none, ctrlKey: true })).toBe(100)
    expect(nudgeStep({ ...none, metaKey: true, shiftKey: true })).toBe(100)
  })

  it('moving the selection right moves the image left, within the image', () => {
    const bounds = {
      media: { width: 1000, height: 500 },
      cropSize: { width: 800, height: 450 },
      zoom: 1,
    }
    expect(nudgeCrop('ArrowRight', none, { x: 0, y: 0 }, bounds)).toEqual({ x: -1, y: 0 })
    expect(nudgeCrop('ArrowDown', { ...none, shiftKey: true }, { x: 0, y: 0 }, bounds)).toEqual({
      x: 0,
      y: -10,
    })
    // At most (1000 - 800) / 2 = 100 either way.
    expect(nudgeCrop('ArrowLeft', { ...none, ctrlKey: true }, { x: 50, y: 0 }, bounds)).toEqual({
      x: 100,
      y: 0,
    })
    expect(nudgeCrop('Enter', none, { x: 0, y: 0 }, bounds)).toBeNull()
  })

  it('needs at least 100 x 100 and fits the result in 800 x 600', () => {
    expect(cropProblem(null)).toMatch(/Choose/)
    expect(cropProblem({ x: 0, y: 0, width: 99, height: 300 })).toMatch(/at least 100 x 100/)
    expect(cropProblem({ x: 0, y: 0, width: 100, height: 100 })).toBeNull()
    expect(outputSize({ x: 0, y: 0, width: 1600, height: 900 })).toEqual({
      width: 800,
      height: 450,
    })
    expect(outputSize({ x: 0, y: 0, width: 900, height: 1200 })).toEqual({
      width: 450,
      height: 600,
    })
    expect(outputSize({ x: 0, y: 0, width: 300, height: 200 })).toEqual({ width: 300, height: 200 })
  })

  it('names the result after the original with -cropped, as a JPEG', () => {
    expect(croppedFileName('living room.png')).toBe('living room-cropped.jpg')
    expect(croppedFileName('photo')).toBe('photo-cropped.jpg')
  })
})
