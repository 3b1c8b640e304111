import type { ServiceIcon as IconName } from '~/content/services'

const PATHS: Record<IconName, string> = {
  // Two arrows in a circle: replace
  replace: 'M21 12a9 9 0 0 1-15.5 6.2M3 12a9 9 0 0 1 15.5-6.2M18 2v4h-4M6 22v-4h4',
  // A wrench: repair
  wrench:
    'M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z',
  // A lightning bolt in a shade: motorization
  motor: 'M4 3h16v4H4zM6 7v12h12V7M13 9l-3 5h4l-3 5',
  // A drill-like level: installation
  install: 'M3 6h18v4H3zM7 10v10M17 10v10M10 14h4',
  // A box with an arrow: removal
  remove: 'M3 8h18l-2 12H5zM8 8V5h8v3M12 11v6M9 14l3 3 3-3',
}

/** The icon of a service, decorative (the service's name is always next to it). */
export function ServiceIcon({ name, size = 28 }: { name: IconName; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
