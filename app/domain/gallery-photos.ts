/**
 * How a gallery photo is drawn and which projects a filter shows: the part of
 * gallery-projects.ts the public page's browser code needs, kept free of zod so /gallery's
 * first-load JavaScript stays small.
 */
import type { GalleryCategory } from '~/content/gallery'

/** Longest side of an uploaded photo's two renders, as the seed's 480 and 960 widths. */
export const GALLERY_PHOTO_SIZES = { small: 480, large: 960 } as const

export type SeedPhoto = { seed: string }
export type UploadedPhoto = {
  key: string
  small: string
  large: string
  width: number
  height: number
}
export type PhotoShape = SeedPhoto | UploadedPhoto

/** What an <img> needs of a photo: both renders and the size of the large one. */
export function photoImage(photo: PhotoShape) {
  if ('seed' in photo) {
    const base = `/images/gallery/${photo.seed}`
    return {
      src: `${base}-960.webp`,
      srcSet: `${base}-480.webp 480w, ${base}-960.webp 960w`,
      width: 960,
      height: 720,
    }
  }
  const longest = Math.max(photo.width, photo.height)
  const scaled = (size: number) => {
    const f = Math.min(1, size / longest)
    return {
      w: Math.max(1, Math.round(photo.width * f)),
      h: Math.max(1, Math.round(photo.height * f)),
    }
  }
  const small = scaled(GALLERY_PHOTO_SIZES.small)
  const large = scaled(GALLERY_PHOTO_SIZES.large)
  return {
    src: photo.large,
    srcSet: `${photo.small} ${small.w}w, ${photo.large} ${large.w}w`,
    width: large.w,
    height: large.h,
  }
}

/** The projects shown for a filter (undefined: all), in their order. */
export function filterGallery<T extends { category: GalleryCategory }>(
  projects: readonly T[],
  category: GalleryCategory | undefined,
): T[] {
  return category ? projects.filter((p) => p.category === category) : [...projects]
}
