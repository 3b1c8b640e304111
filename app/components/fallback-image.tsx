import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react'

/** A neutral woven-fabric picture used when a swatch or product image fails to load. */
export const FALLBACK_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#e7e2d8"/><g stroke="#cfc7b8" stroke-width="4"><path d="M0 10h120M0 30h120M0 50h120M0 70h120M0 90h120M0 110h120"/></g><g stroke="#d9d2c4" stroke-width="2"><path d="M10 0v120M30 0v120M50 0v120M70 0v120M90 0v120M110 0v120"/></g></svg>',
)}`

/**
 * `fetchpriority="high"` for the largest image above the fold. React 18 has no prop for it,
 * so it goes through as a plain lowercase attribute.
 */
export const HIGH_FETCH_PRIORITY = { fetchpriority: 'high' } as Record<string, string>

/**
 * An <img> that swaps to a fallback picture when its source fails, including a failure that
 * happened before the page hydrated (checked once on mount).
 */
export function FallbackImage({
  src,
  fallback = FALLBACK_IMAGE,
  alt,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { fallback?: string }) {
  const [failed, setFailed] = useState(!src)
  const ref = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const img = ref.current
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true)
  }, [])
  return (
    <img
      ref={ref}
      {...props}
      alt={alt ?? ''}
      src={failed ? fallback : src}
      onError={() => setFailed(true)}
    />
  )
}
