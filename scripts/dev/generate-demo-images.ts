/**
 * Draws the demo pictures the seed refers to, as small SVG files in public/images/demo/:
 * fabric swatches, product photos, motor and accessory pictures and blog images.
 * Deterministic (no randomness, no network): the same data always gives the same bytes.
 *
 *   npx tsx scripts/dev/generate-demo-images.ts
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  BLOG_POSTS,
  type BlogPostSeed,
  FABRIC_SWATCHES,
  type FabricSeed,
  HARDWARE_PRODUCTS,
  type HardwareSeed,
  PRODUCT_IMAGES,
  type ProductImageSeed,
} from '../../db/seed-data'

const OUT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../public/images/demo',
)
const MAX_BYTES = 6 * 1024

// ---------------------------------------------------------------- colour and markup helpers

function parseHex(hex: string): [number, number, number] {
  const h = hex.replace('#', '')
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number]
}

function toHex([r, g, b]: number[]): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/** Moves `hex` towards `target` by `amount` (0..1). */
function mix(hex: string, target: string, amount: number): string {
  const a = parseHex(hex)
  const b = parseHex(target)
  return toHex(a.map((v, i) => v + (b[i] - v) * amount))
}

const lighten = (hex: string, amount: number) => mix(hex, '#ffffff', amount)
const darken = (hex: string, amount: number) => mix(hex, '#000000', amount)

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex)
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}

/** A darker or lighter tone of `hex` that stands out against it. */
const contrast = (hex: string, amount: number) =>
  luminance(hex) > 0.5 ? darken(hex, amount) : lighten(hex, amount)

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

function svg(width: number, height: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img"><title>${escapeXml(title)}</title>${body}</svg>\n`
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`

// ---------------------------------------------------------------- fabric swatches

function swatchSvg(f: FabricSeed): string {
  const base = f.hex
  const dark = contrast(base, 0.12)
  const light = lighten(base, 0.35)
  const kind = { regular: 'vertical blind', zebra: 'zebra shade', roller: 'roller shade' }[
    f.productType
  ]
  const title = `Fabric swatch: ${f.fabricName} (${f.color}), ${kind}`
  // A fine weave every swatch shares: faint warp and weft threads.
  const weave = `<pattern id="w" width="6" height="6" patternUnits="userSpaceOnUse">${rect(0, 0, 6, 1.5, dark, 'opacity=".35"')}${rect(0, 0, 1.5, 6, light, 'opacity=".4"')}</pattern>`
  let body: string
  if (f.productType === 'zebra') {
    // Alternating solid and sheer bands; the sheer band shows thin threads.
    const sheer = lighten(base, 0.55)
    const bands = `<pattern id="z" width="200" height="50" patternUnits="userSpaceOnUse">${rect(0, 0, 200, 26, base)}${rect(0, 26, 200, 24, sheer)}${[29, 33, 37, 41, 45].map((y) => rect(0, y, 200, 0.8, dark, 'opacity=".3"')).join('')}</pattern>`
    body = `<defs>${weave}${bands}</defs>${rect(0, 0, 200, 200, 'url(#z)')}${rect(0, 0, 200, 200, 'url(#w)', 'opacity=".5"')}`
  } else if (f.productType === 'regular') {
    // Vertical vanes: a soft highlight and a shadowed edge every 40 px.
    const vanes = `<pattern id="v" width="40" height="200" patternUnits="userSpaceOnUse">${rect(0, 0, 40, 200, base)}${rect(4, 0, 10, 200, light, 'opacity=".35"')}${rect(36, 0, 4, 200, darken(base, 0.2), 'opacity=".6"')}</pattern>`
    body = `<defs>${weave}${vanes}</defs>${rect(0, 0, 200, 200, 'url(#v)')}${rect(0, 0, 200, 200, 'url(#w)', 'opacity=".6"')}`
  } else {
    // Roller: a solid panel with a subtle weave.
    body = `<defs>${weave}</defs>${rect(0, 0, 200, 200, base)}${rect(0, 0, 200, 200, 'url(#w)', 'opacity=".45"')}`
  }
  return svg(200, 200, title, body)
}

// ---------------------------------------------------------------- product pictures

interface Box {
  x: number
  y: number
  w: number
  h: number
}

/** The view through the window: sky, sea, beach and a palm. Needs SKY_GRADIENT in defs. */
const SKY_GRADIENT =
  '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fcbec"/><stop offset="1" stop-color="#e4f4fb"/></linearGradient>'

function outsideView(win: Box): string {
  const { x, y, w, h } = win
  const horizon = y + h * 0.62
  const trunkX = x + w * 0.78
  const top = y + h * 0.18
  const fronds = [
    [-120, 30],
    [-80, -30],
    [0, -55],
    [80, -30],
    [120, 35],
  ]
    .map(
      ([dx, dy]) =>
        `<path d="M${trunkX} ${top}q${dx / 2} ${dy - 30} ${dx} ${dy + 10}" stroke="#3f7d4a" stroke-width="14" fill="none" stroke-linecap="round"/>`,
    )
    .join('')
  return `${rect(x, y, w, h, 'url(#sky)')}${rect(x, horizon, w, h * 0.12, '#4aa3c2')}${rect(x, horizon + h * 0.12, w, h * 0.26, '#e9dcb8')}<path d="M${trunkX - 6} ${y + h}q10 -${h * 0.4} 6 -${h - top + y}" stroke="#8a6a45" stroke-width="14" fill="none"/>${fronds}`
}

function treatment(type: ProductImageSeed['productType'], win: Box, fabric: string): string {
  const { x, y, w, h } = win
  const edge = darken(fabric, 0.22)
  const rail = rect(x - 20, y - 28, w + 40, 28, lighten(edge, 0.4), `rx="4"`)
  if (type === 'regular') {
    // Vertical vanes drawn across three quarters of the opening, stacked to the left.
    const covered = Math.round(w * 0.74)
    const vanes = `<pattern id="vn" x="${x}" width="34" height="10" patternUnits="userSpaceOnUse">${rect(0, 0, 28, 10, fabric)}${rect(0, 0, 8, 10, lighten(fabric, 0.4), 'opacity=".6"')}${rect(24, 0, 4, 10, edge)}</pattern>`
    return `<defs>${vanes}</defs>${rect(x - 10, y, covered, h + 12, 'url(#vn)')}${rail}`
  }
  if (type === 'zebra') {
    const drop = Math.round(h * 0.68)
    const bands = `<pattern id="zb" y="${y}" width="${w}" height="64" patternUnits="userSpaceOnUse">${rect(0, 0, w + 40, 34, fabric)}${rect(0, 34, w + 40, 30, lighten(fabric, 0.55), 'opacity=".55"')}</pattern>`
    return `<defs>${bands}</defs>${rect(x - 10, y, w + 20, drop, 'url(#zb)')}${rect(x - 12, y + drop, w + 24, 14, edge, 'rx="5"')}${rail}`
  }
  const drop = Math.round(h * 0.56)
  return `${rect(x - 10, y, w + 20, drop, fabric, 'opacity=".93"')}${rect(x - 12, y + drop, w + 24, 14, edge, 'rx="5"')}${rail}`
}

function furniture(room: ProductImageSeed['art']['room'], accent: string): string {
  const dark = darken(accent, 0.25)
  switch (room) {
    case 'living':
      return `${rect(330, 610, 540, 150, accent, 'rx="28"')}${rect(300, 650, 70, 140, dark, 'rx="22"')}${rect(830, 650, 70, 140, dark, 'rx="22"')}${rect(360, 570, 230, 110, lighten(accent, 0.15), 'rx="22"')}${rect(610, 570, 230, 110, lighten(accent, 0.15), 'rx="22"')}${rect(980, 520, 12, 260, '#6b6259')}<path d="M940 520h92l-20-80h-52z" fill="#f4e7c8"/>`
    case 'bedroom':
      return `${rect(330, 560, 540, 90, dark, 'rx="16"')}${rect(300, 640, 600, 150, accent, 'rx="18"')}${rect(360, 610, 180, 60, '#ffffff', 'rx="20"')}${rect(660, 610, 180, 60, '#ffffff', 'rx="20"')}${rect(300, 700, 600, 90, lighten(accent, 0.25), 'rx="14"')}${rect(940, 650, 130, 130, '#8a6f55', 'rx="8"')}`
    case 'office':
      return `${rect(380, 620, 440, 22, '#7b5b3f', 'rx="4"')}${rect(400, 642, 18, 160, '#5d4530')}${rect(782, 642, 18, 160, '#5d4530')}${rect(520, 500, 180, 110, '#2f3338', 'rx="8"')}${rect(600, 610, 20, 12, '#2f3338')}${rect(540, 690, 130, 110, accent, 'rx="18"')}${rect(590, 800, 30, 40, dark)}`
    default:
      return `${rect(960, 700, 120, 110, '#b5653e', 'rx="10"')}<path d="M1020 700c-60-80-40-160 0-220c40 60 60 140 0 220zM1020 700c-100-40-130-110-120-170c60 20 110 90 120 170zM1020 700c100-40 130-110 120-170c-60 20-110 90-120 170z" fill="#4f8a55"/>`
  }
}

const ROOM_ACCENTS = ['#7c8f9e', '#b58a6a', '#8e9a7b', '#a5787f', '#6f8fa8', '#9c8c6e']

function productSvg(image: ProductImageSeed, index: number): string {
  const { room, wall, floor, fabric } = image.art
  const win: Box =
    room === 'patio' ? { x: 260, y: 130, w: 640, h: 570 } : { x: 300, y: 130, w: 600, h: 420 }
  const frame = `<rect x="${win.x - 14}" y="${win.y - 14}" width="${win.w + 28}" height="${win.h + 28}" fill="none" stroke="#ffffff" stroke-width="16"/>${rect(win.x + win.w / 2 - 5, win.y, 10, win.h, '#ffffff')}`
  const sill =
    room === 'patio'
      ? ''
      : rect(win.x - 30, win.y + win.h + 14, win.w + 60, 16, '#ffffff', 'rx="3"')
  const body = `<defs>${SKY_GRADIENT}</defs>${rect(0, 0, 1200, 900, wall)}${rect(0, 720, 1200, 180, floor)}${rect(0, 712, 1200, 10, darken(wall, 0.12))}${outsideView(win)}${frame}${treatment(image.productType, win, fabric)}${sill}${furniture(room, ROOM_ACCENTS[index % ROOM_ACCENTS.length])}`
  return svg(1200, 900, image.title, body)
}

// ---------------------------------------------------------------- motors and accessories

function hardwareIcon(item: HardwareSeed): string {
  const ink = '#2f3a45'
  const metal = '#c9cfd6'
  const accent = '#3d8bd4'
  switch (item.icon) {
    case 'tube-motor': {
      // Hardwired motors trail a power cable; Wi-Fi motors show a signal above the head.
      const extra =
        item.category === 'hardwired'
          ? `<path d="M500 300h20c40 0 40 120 -20 140h-60" stroke="${ink}" stroke-width="10" fill="none" stroke-linecap="round"/>${rect(400, 420, 50, 40, ink, 'rx="6"')}`
          : /wi-fi/i.test(item.name)
            ? [30, 60]
                .map(
                  (r) =>
                    `<path d="M${445 - r} ${225 - r * 0.1}a${r} ${r} 0 0 1 ${r * 2} 0" fill="none" stroke="${accent}" stroke-width="12" stroke-linecap="round"/>`,
                )
                .join('')
            : ''
      return `${rect(110, 265, 300, 70, metal, 'rx="35"')}${rect(110, 288, 300, 10, '#ffffff', 'opacity=".6"')}${rect(390, 255, 110, 90, ink, 'rx="20"')}<circle cx="470" cy="300" r="9" fill="#5fd38d"/>${rect(90, 280, 30, 40, darken(metal, 0.2), 'rx="6"')}${extra}`
    }
    case 'track-motor':
      return `${rect(90, 170, 420, 40, metal, 'rx="8"')}${rect(440, 150, 90, 80, ink, 'rx="14"')}${[120, 180, 240, 300, 360, 420].map((x) => rect(x, 215, 40, 240, '#f2efe8', `stroke="${darken(metal, 0.2)}" stroke-width="3" rx="4"`)).join('')}<circle cx="505" cy="190" r="8" fill="#5fd38d"/>`
    case 'solar-motor':
      return `${rect(170, 110, 260, 150, '#1f3b63', 'rx="10"')}<path d="M257 110v150M343 110v150M170 185h260" stroke="#6f8fb8" stroke-width="4"/>${rect(110, 340, 300, 70, metal, 'rx="35"')}${rect(390, 330, 110, 90, ink, 'rx="20"')}<path d="M300 260v80" stroke="${ink}" stroke-width="6" fill="none"/><circle cx="470" cy="375" r="9" fill="#5fd38d"/>`
    case 'remote':
      return `${rect(215, 90, 170, 420, ink, 'rx="60"')}<path d="M300 170l-36 40h72zM300 330l-36-40h72z" fill="#ffffff"/>${rect(276, 232, 48, 36, metal, 'rx="10"')}${[400, 440].map((y) => `<circle cx="260" cy="${y}" r="14" fill="${metal}"/><circle cx="340" cy="${y}" r="14" fill="${metal}"/>`).join('')}<circle cx="300" cy="130" r="7" fill="#5fd38d"/>`
    case 'wall-remote':
      return `${rect(160, 140, 280, 320, '#ffffff', `rx="24" stroke="${metal}" stroke-width="6"`)}${[200, 275, 350].map((y) => rect(215, y, 170, 55, '#eef1f4', `rx="12" stroke="${metal}" stroke-width="3"`)).join('')}<path d="M300 212l-16 18h32zM300 393l-16-18h32z" fill="${ink}"/>${rect(280, 296, 40, 12, ink, 'rx="6"')}`
    case 'hub':
      return `${rect(150, 330, 300, 130, '#ffffff', `rx="60" stroke="${metal}" stroke-width="6"`)}<circle cx="300" cy="395" r="14" fill="${accent}"/>${[70, 120, 170].map((r) => `<path d="M${300 - r} ${300 - r * 0.15}a${r} ${r} 0 0 1 ${r * 2} 0" fill="none" stroke="${accent}" stroke-width="16" stroke-linecap="round"/>`).join('')}`
    case 'sensor':
      return `<circle cx="260" cy="300" r="90" fill="#f5b82e"/>${Array.from(
        { length: 8 },
        (_, i) => {
          const a = (i * Math.PI) / 4
          const x1 = Math.round(260 + Math.cos(a) * 115)
          const y1 = Math.round(300 + Math.sin(a) * 115)
          const x2 = Math.round(260 + Math.cos(a) * 160)
          const y2 = Math.round(300 + Math.sin(a) * 160)
          return `<path d="M${x1} ${y1}L${x2} ${y2}" stroke="#f5b82e" stroke-width="16" stroke-linecap="round"/>`
        },
      ).join(
        '',
      )}${rect(430, 200, 50, 220, '#ffffff', `rx="25" stroke="${ink}" stroke-width="6"`)}<circle cx="455" cy="430" r="38" fill="#e4572e" stroke="${ink}" stroke-width="6"/>${rect(447, 290, 16, 140, '#e4572e')}`
    case 'solar-panel':
      return `${rect(120, 150, 360, 220, '#1f3b63', 'rx="12"')}<path d="M240 150v220M360 150v220M120 260h360" stroke="#6f8fb8" stroke-width="5"/><path d="M300 370c0 60 -80 60 -80 120" stroke="${ink}" stroke-width="10" fill="none" stroke-linecap="round"/>${rect(195, 480, 50, 40, ink, 'rx="8"')}`
    case 'charger':
      return `${rect(140, 200, 140, 170, '#ffffff', `rx="22" stroke="${metal}" stroke-width="6"`)}${rect(175, 160, 18, 45, metal)}${rect(227, 160, 18, 45, metal)}<path d="M210 370c0 120 220 120 220 -40v-60" stroke="${ink}" stroke-width="12" fill="none" stroke-linecap="round"/>${rect(400, 200, 60, 80, ink, 'rx="12"')}${rect(415, 170, 30, 34, metal, 'rx="6"')}`
    case 'extension-bracket':
      return `<path d="M150 160h70v120h160v160h190v70h-260v-160h-160z" fill="${metal}" stroke="${darken(metal, 0.3)}" stroke-width="6" stroke-linejoin="round"/>${[190, 240].map((y) => `<circle cx="185" cy="${y}" r="14" fill="#ffffff" stroke="${ink}" stroke-width="4"/>`).join('')}<circle cx="470" cy="475" r="14" fill="#ffffff" stroke="${ink}" stroke-width="4"/>`
    default:
      return `<path d="M170 150h70v230h190v70h-260z" fill="${metal}" stroke="${darken(metal, 0.3)}" stroke-width="6" stroke-linejoin="round"/>${[200, 280].map((y) => `<circle cx="205" cy="${y}" r="14" fill="#ffffff" stroke="${ink}" stroke-width="4"/>`).join('')}<circle cx="360" cy="415" r="14" fill="#ffffff" stroke="${ink}" stroke-width="4"/>`
  }
}

function hardwareSvg(item: HardwareSeed): string {
  const body = `${rect(0, 0, 600, 600, item.tint)}${rect(40, 40, 520, 520, '#ffffff', 'rx="48" opacity=".55"')}${hardwareIcon(item)}`
  return svg(600, 600, item.name, body)
}

// ---------------------------------------------------------------- blog pictures

function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  if (line) lines.push(line)
  return lines
}

function blogMotif(p: BlogPostSeed): string {
  const { accent, background } = p.art
  const soft = mix(accent, background, 0.5)
  switch (p.art.motif) {
    case 'storm':
      return `<g fill="none" stroke="${accent}" stroke-width="18" stroke-linecap="round"><path d="M900 315m-120 0a120 120 0 0 1 200 -90"/><path d="M900 315m120 0a120 120 0 0 1 -200 90"/><path d="M900 315m-60 -40a70 70 0 0 1 110 -10"/><path d="M900 315m60 40a70 70 0 0 1 -110 10"/></g><circle cx="900" cy="315" r="26" fill="${accent}"/>${[720, 800, 1000, 1080].map((x) => `<path d="M${x} 480l-20 60" stroke="${soft}" stroke-width="8" stroke-linecap="round"/>`).join('')}`
    case 'compare': {
      const bands = [0, 1, 2, 3].map((i) => rect(740, 170 + i * 56, 150, 28, accent)).join('')
      return `${rect(730, 160, 170, 320, '#ffffff', `stroke="${accent}" stroke-width="8"`)}${bands}${rect(940, 160, 170, 320, '#ffffff', `stroke="${accent}" stroke-width="8"`)}${rect(950, 170, 150, 190, soft)}${rect(945, 356, 160, 12, accent, 'rx="4"')}`
    }
    case 'measure':
      return `${rect(700, 230, 420, 110, '#f2c14e', `rx="10" stroke="${accent}" stroke-width="6"`)}${Array.from({ length: 13 }, (_, i) => rect(720 + i * 30, 230, 4, i % 2 ? 30 : 55, p.art.accent)).join('')}<circle cx="760" cy="430" r="70" fill="${accent}"/><circle cx="760" cy="430" r="22" fill="${background}"/>`
    case 'motor':
      return `${rect(720, 140, 300, 330, 'none', `stroke="${accent}" stroke-width="10"`)}${rect(730, 150, 280, 200, soft)}${rect(725, 345, 290, 16, accent, 'rx="6"')}${[40, 70, 100].map((r) => `<path d="M${1085 - r} ${290 - r * 0.1}a${r} ${r} 0 0 1 ${r * 2} 0" fill="none" stroke="${accent}" stroke-width="12" stroke-linecap="round"/>`).join('')}${rect(1040, 340, 90, 160, '#ffffff', `rx="16" stroke="${accent}" stroke-width="6"`)}`
    case 'clean':
      return `${rect(720, 150, 260, 330, '#ffffff', `stroke="${accent}" stroke-width="10"`)}${[0, 1, 2, 3, 4, 5, 6].map((i) => rect(730, 160 + i * 44, 240, 30, soft)).join('')}<path d="M1060 200c30 50 50 80 50 110a50 50 0 0 1 -100 0c0 -30 20 -60 50 -110z" fill="${accent}"/><path d="M1050 420l12 30l30 12l-30 12l-12 30l-12 -30l-30 -12l30 -12z" fill="${accent}"/>`
    case 'condo':
      return `${rect(760, 110, 220, 440, '#ffffff', `stroke="${accent}" stroke-width="8"`)}${Array.from(
        { length: 7 },
        (_, row) =>
          [0, 1, 2]
            .map((col) => rect(785 + col * 65, 135 + row * 58, 45, 36, row % 2 ? soft : accent))
            .join(''),
      ).join(
        '',
      )}${rect(1000, 330, 120, 220, soft)}<path d="M690 550c10 -120 40 -200 30 -260" stroke="#7a5b3a" stroke-width="12" fill="none"/><path d="M720 290q-40 -10 -55 40M720 290q40 -40 60 0M720 290q-10 -70 -40 -80" stroke="#3f7d4a" stroke-width="14" fill="none" stroke-linecap="round"/>`
    default:
      return `${rect(700, 260, 330, 170, accent, 'rx="22"')}${rect(1030, 310, 110, 120, darken(accent, 0.15), 'rx="18"')}${rect(1050, 325, 70, 50, '#ffffff', 'rx="8" opacity=".8"')}<circle cx="800" cy="440" r="42" fill="#2f3a45"/><circle cx="1060" cy="440" r="42" fill="#2f3a45"/><circle cx="800" cy="440" r="16" fill="${background}"/><circle cx="1060" cy="440" r="16" fill="${background}"/>${rect(740, 300, 240, 16, '#ffffff', 'rx="8" opacity=".8"')}`
  }
}

function blogSvg(p: BlogPostSeed): string {
  const { background, accent } = p.art
  const ink = luminance(background) > 0.5 ? '#1f2a33' : '#ffffff'
  const lines = wrap(p.title, 20).slice(0, 4)
  const startY = 315 - ((lines.length - 1) * 62) / 2
  const text = lines
    .map(
      (line, i) =>
        `<text x="70" y="${startY + i * 62}" font-family="Arial, Helvetica, sans-serif" font-size="50" font-weight="700" fill="${ink}">${escapeXml(line)}</text>`,
    )
    .join('')
  const body = `${rect(0, 0, 1200, 630, background)}<circle cx="1120" cy="40" r="210" fill="${accent}" opacity=".12"/>${rect(70, startY - 110, 90, 10, accent, 'rx="5"')}${text}${blogMotif(p)}`
  return svg(1200, 630, p.title, body)
}

// ---------------------------------------------------------------- main

function write(name: string, content: string, written: string[]) {
  const bytes = Buffer.byteLength(content)
  if (bytes >= MAX_BYTES) throw new Error(`${name} is ${bytes} bytes; keep demo SVGs under 6 KB`)
  fs.writeFileSync(path.join(OUT_DIR, name), content)
  written.push(name)
}

function main() {
  fs.mkdirSync(OUT_DIR, { recursive: true })
  const written: string[] = []
  const fileOf = (url: string) => {
    if (!url.startsWith('/images/demo/')) throw new Error(`Unexpected demo image URL ${url}`)
    return url.slice('/images/demo/'.length)
  }
  for (const f of FABRIC_SWATCHES) write(fileOf(f.imageUrl), swatchSvg(f), written)
  PRODUCT_IMAGES.forEach((image, i) => {
    write(fileOf(image.imageUrl), productSvg(image, i), written)
  })
  for (const item of HARDWARE_PRODUCTS) write(fileOf(item.imageUrl), hardwareSvg(item), written)
  for (const p of BLOG_POSTS) write(fileOf(p.featuredImage), blogSvg(p), written)
  if (new Set(written).size !== written.length) throw new Error('Two demo images share a file name')
  console.log(`Wrote ${written.length} demo images to ${path.relative(process.cwd(), OUT_DIR)}`)
}

main()
