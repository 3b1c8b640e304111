/**
 * Draws the gallery, video-thumbnail and testimonial pictures of the public pages as
 * WebP files (public/images/gallery, /videos, /testimonials). Deterministic: no
 * randomness, no network; the same content always gives the same pictures.
 *
 *   npx tsx scripts/dev/generate-public-images.ts
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { GALLERY_PROJECTS, type GalleryProject } from '../../app/content/gallery'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/images')

type Style = GalleryProject['art']['style']

/** A small deterministic number sequence from a text (no Math.random). */
function seeded(text: string) {
  let h = 2166136261
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619)
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507)
    h = Math.imul(h ^ (h >>> 13), 3266489909)
    h ^= h >>> 16
    return (h >>> 0) / 4294967296
  }
}

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16)
  const ch = [16, 8, 0].map((s) => (n >> s) & 255)
  const t = amount < 0 ? 0 : 255
  const a = Math.abs(amount)
  return `#${ch
    .map((v) =>
      Math.round(v + (t - v) * a)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

const W = 960
const H = 720
// The window opening in the room.
const WX = 250
const WY = 120
const WW = 460
const WH = 420

function treatment(style: Style, colour: string, broken: boolean, rnd: () => number): string {
  const parts: string[] = []
  const dark = shade(colour, -0.25)
  const light = shade(colour, 0.25)
  if (style === 'vertical') {
    const n = 16
    const vw = WW / n
    for (let i = 0; i < n; i++) {
      if (broken && (i === 4 || i === 5 || i === 11)) continue
      const tilt = broken && i % 3 === 0 ? 10 : 0
      parts.push(
        `<rect x="${WX + i * vw + 2}" y="${WY + 8 + tilt}" width="${vw - 6}" height="${WH - 12 - tilt}" fill="${i % 2 ? colour : light}" stroke="${dark}" stroke-width="1"/>`,
      )
    }
    parts.push(`<rect x="${WX - 10}" y="${WY - 6}" width="${WW + 20}" height="16" fill="${dark}"/>`)
  } else if (style === 'zebra') {
    for (let y = WY; y < WY + WH * 0.8; y += 36) {
      parts.push(
        `<rect x="${WX}" y="${y}" width="${WW}" height="18" fill="${colour}" opacity="0.95"/>`,
      )
      parts.push(
        `<rect x="${WX}" y="${y + 18}" width="${WW}" height="18" fill="${light}" opacity="0.35"/>`,
      )
    }
    parts.push(
      `<rect x="${WX - 12}" y="${WY - 20}" width="${WW + 24}" height="26" rx="4" fill="${dark}"/>`,
    )
    parts.push(`<rect x="${WX}" y="${WY + WH * 0.8}" width="${WW}" height="10" fill="${dark}"/>`)
  } else if (style === 'roller') {
    const drop = broken ? 0.35 + rnd() * 0.1 : 0.62
    parts.push(
      `<rect x="${WX}" y="${WY}" width="${WW}" height="${WH * drop}" fill="${colour}" opacity="0.93"/>`,
    )
    parts.push(
      `<rect x="${WX - 12}" y="${WY - 20}" width="${WW + 24}" height="26" rx="4" fill="${dark}"/>`,
    )
    parts.push(`<rect x="${WX}" y="${WY + WH * drop}" width="${WW}" height="9" fill="${dark}"/>`)
  } else if (style === 'shutter') {
    const panels = 4
    const pw = WW / panels
    for (let p = 0; p < panels; p++) {
      const x = WX + p * pw
      parts.push(
        `<rect x="${x + 3}" y="${WY}" width="${pw - 6}" height="${WH}" fill="none" stroke="${colour}" stroke-width="12"/>`,
      )
      for (let y = WY + 14; y < WY + WH - 14; y += 22) {
        const open = broken && p === 1 ? 4 : 12
        parts.push(
          `<rect x="${x + 9}" y="${y}" width="${pw - 18}" height="${open}" fill="${colour}" stroke="${shade(colour, -0.12)}"/>`,
        )
      }
      parts.push(
        `<rect x="${x + pw / 2 - 3}" y="${WY + 14}" width="6" height="${WH - 28}" fill="${shade(colour, -0.08)}"/>`,
      )
    }
  } else if (style === 'wood' || style === 'cellular') {
    const step = style === 'wood' ? 26 : 30
    let i = 0
    for (let y = WY; y < WY + WH - 4; y += step) {
      const sag = broken && i > 8 ? (i - 8) * 5 : 0
      if (style === 'wood') {
        parts.push(
          `<path d="M${WX} ${y} L${WX + WW} ${y + sag} L${WX + WW} ${y + sag + step - 8} L${WX} ${y + step - 8} Z" fill="${i % 2 ? colour : shade(colour, 0.08)}" stroke="${dark}" stroke-width="1"/>`,
        )
      } else {
        parts.push(
          `<rect x="${WX}" y="${y}" width="${WW}" height="${step}" rx="10" fill="${colour}" stroke="${dark}" stroke-width="1.5"/>`,
        )
        parts.push(
          `<rect x="${WX}" y="${y + step / 2 - 2}" width="${WW}" height="4" fill="${light}" opacity="0.7"/>`,
        )
      }
      i++
    }
    if (style === 'wood') {
      for (const x of [WX + WW * 0.2, WX + WW * 0.8]) {
        parts.push(
          `<rect x="${x}" y="${WY}" width="14" height="${WH}" fill="${shade(colour, -0.4)}" opacity="0.8"/>`,
        )
      }
    }
    parts.push(
      `<rect x="${WX - 10}" y="${WY - 14}" width="${WW + 20}" height="18" fill="${dark}"/>`,
    )
  }
  return parts.join('')
}

function roomSvg(project: GalleryProject, before: boolean): string {
  const rnd = seeded(project.id + (before ? '-before' : ''))
  const wall = before
    ? '#d9d4c7'
    : ['#f4efe6', '#eef2f5', '#f6f1ea', '#edf1ec'][Math.floor(rnd() * 4)]
  const floor = ['#b48a60', '#c9b79c', '#9c7a57', '#d8cfc0'][Math.floor(rnd() * 4)]
  const colour = before ? shade(project.art.colour, -0.15) : project.art.colour
  const palms = [0.15, 0.55, 0.85]
    .map((p, i) => {
      const x = WX + WW * p
      return `<path d="M${x} ${WY + WH} q ${6 + i * 3} -140 ${-8 + i * 6} -210" stroke="#6b4e2e" stroke-width="8" fill="none"/>
      <g fill="#2f7d4f">${[0, 1, 2, 3, 4]
        .map(
          (k) =>
            `<ellipse cx="${x - 8 + i * 6}" cy="${WY + WH - 210}" rx="60" ry="11" transform="rotate(${-60 + k * 30} ${x - 8 + i * 6} ${WY + WH - 210})"/>`,
        )
        .join('')}</g>`
    })
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7cc4f0"/><stop offset="1" stop-color="#d9f0ff"/></linearGradient>
    <linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(floor, 0.1)}"/><stop offset="1" stop-color="${shade(floor, -0.2)}"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="${wall}"/>
  <rect y="${H - 130}" width="${W}" height="130" fill="url(#floor)"/>
  <rect x="${WX - 24}" y="${WY - 24}" width="${WW + 48}" height="${WH + 48}" fill="#ffffff" stroke="${shade(wall, -0.15)}" stroke-width="2"/>
  <rect x="${WX}" y="${WY}" width="${WW}" height="${WH}" fill="url(#sky)"/>
  <rect x="${WX}" y="${WY + WH * 0.72}" width="${WW}" height="${WH * 0.28}" fill="#5aa0c8"/>
  ${palms}
  <rect x="${WX + WW / 2 - 4}" y="${WY}" width="8" height="${WH}" fill="#ffffff"/>
  ${treatment(project.art.style, colour, before, rnd)}
  <rect x="${WX}" y="${WY}" width="${WW}" height="${WH}" fill="url(#light)"/>
  <rect x="${WX - 34}" y="${WY + WH + 20}" width="${WW + 68}" height="14" fill="#ffffff" stroke="${shade(wall, -0.15)}"/>
  <rect x="70" y="${H - 210}" width="150" height="120" rx="10" fill="${shade(project.art.colour, -0.35)}" opacity="0.9"/>
  <rect x="${W - 200}" y="${H - 260}" width="40" height="170" fill="#6b4e2e"/>
  <circle cx="${W - 180}" cy="${H - 290}" r="60" fill="#3d8b5a"/>
</svg>`
}

function videoSvg(title: string, tone: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tone}"/><stop offset="1" stop-color="#172554"/></linearGradient></defs>
  <rect width="960" height="540" fill="url(#g)"/>
  ${Array.from({ length: 14 }, (_, i) => `<rect x="${560 + i * 24}" y="60" width="16" height="420" fill="#ffffff" opacity="${0.08 + (i % 3) * 0.04}"/>`).join('')}
  <rect x="60" y="380" width="460" height="6" fill="#fbbf24"/>
  <text x="60" y="350" font-family="Arial, Helvetica, sans-serif" font-size="40" font-weight="700" fill="#ffffff">${title}</text>
</svg>`
}

function avatarSvg(initial: string, tone: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
  <rect width="128" height="128" fill="${tone}"/>
  <circle cx="64" cy="50" r="24" fill="#ffffff" opacity="0.9"/>
  <path d="M20 128 q44 -70 88 0 Z" fill="#ffffff" opacity="0.9"/>
  <text x="64" y="60" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="26" font-weight="700" fill="${tone}">${initial}</text>
</svg>`
}

async function writeWebp(svg: string, file: string, width: number, quality = 72) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  await sharp(Buffer.from(svg)).resize({ width }).webp({ quality, effort: 6 }).toFile(file)
}

async function main() {
  for (const project of GALLERY_PROJECTS) {
    const pictures: [string, boolean][] = [[project.image, false]]
    if (project.beforeImage) pictures.push([project.beforeImage, true])
    for (const [name, before] of pictures) {
      const svg = roomSvg(project, before)
      for (const width of [480, 960]) {
        await writeWebp(svg, path.join(ROOT, 'gallery', `${name}-${width}.webp`), width)
      }
    }
  }
  const videos: [string, string, string][] = [
    ['our-story', 'Our Story', '#1e40af'],
    ['customer-stories', 'Customers Tell Their Story', '#b45309'],
  ]
  for (const [name, title, tone] of videos) {
    for (const width of [480, 960]) {
      await writeWebp(
        videoSvg(title, tone),
        path.join(ROOT, 'videos', `${name}-${width}.webp`),
        width,
      )
    }
    fs.copyFileSync(
      path.join(ROOT, 'videos', `${name}-960.webp`),
      path.join(ROOT, 'videos', `${name}.webp`),
    )
  }
  for (const [name, initial, tone] of [
    ['maria', 'M', '#1e40af'],
    ['david', 'D', '#0f766e'],
    ['linda', 'L', '#9a3412'],
  ]) {
    await writeWebp(
      avatarSvg(initial, tone),
      path.join(ROOT, 'testimonials', `${name}.webp`),
      128,
      80,
    )
  }
  console.log('public images written')
}

await main()
