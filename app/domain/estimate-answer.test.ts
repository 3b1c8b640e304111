import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { serverT } from '~/server/platform/i18n.server'
import {
  type AcceptanceSnapshot,
  canonicalJson,
  checkedChoices,
  consentSentence,
  estimateAnswerRefusal,
  sealSnapshot,
  sha256Hex,
  snapshotIntact,
} from './estimate-answer'

describe('may the customer answer an estimate', () => {
  const sent = { status: 'sent' as const, expiresOn: '2026-12-31' }
  it('a sent estimate, up to and on its last day', () => {
    expect(estimateAnswerRefusal(sent, '2026-12-01')).toBeNull()
    expect(estimateAnswerRefusal(sent, '2026-12-31')).toBeNull()
  })
  it('not the day after, nor once accepted, declined, replaced, expired or still a draft', () => {
    expect(estimateAnswerRefusal(sent, '2027-01-01')).toMatch(/valid until December 31, 2026/)
    for (const status of ['accepted', 'declined', 'replaced', 'expired', 'draft'] as const) {
      expect(estimateAnswerRefusal({ ...sent, status }, '2026-12-01')).toEqual(expect.any(String))
    }
    expect(estimateAnswerRefusal({ ...sent, status: 'accepted' }, '2026-12-01')).toMatch(
      /already accepted/,
    )
    expect(estimateAnswerRefusal({ ...sent, status: 'replaced' }, '2026-12-01')).toMatch(
      /replaced by a newer version/,
    )
  })
})

describe("the customer's choices", () => {
  const structure = {
    groups: [
      { id: 1, alternativeIds: [10, 11] },
      { id: 2, alternativeIds: [20, 21] },
    ],
    optionalLineIds: [100, 101],
  }
  it('keeps an alternative of its own group and optional lines of the estimate', () => {
    expect(
      checkedChoices(structure, {
        alternatives: { 1: '11' },
        optionalLineIds: ['101', '100', '101'],
      }),
    ).toEqual({ ok: true, choices: { alternatives: { 1: 11 }, optionalLineIds: [100, 101] } })
  })
  it('refuses an alternative of another group, an unknown group, a line that is not optional', () => {
    const cases: { alternatives: Record<string, string>; optionalLineIds: string[] }[] = [
      { alternatives: { 1: '20' }, optionalLineIds: [] },
      { alternatives: { 3: '10' }, optionalLineIds: [] },
      { alternatives: { 1: '10abc' }, optionalLineIds: [] },
      { alternatives: {}, optionalLineIds: ['102'] },
    ]
    for (const asked of cases) {
      expect(checkedChoices(structure, asked)).toMatchObject({ ok: false })
    }
  })
})

describe('the consent sentence', () => {
  const estimate = { reference: 'E-7KQ2', version: 2, totalCents: 123456, depositCents: 61728 }
  it('names the estimate, its version, the total and the deposit', () => {
    expect(consentSentence(estimate, serverT('en').t)).toBe(
      'By typing your name and pressing Accept you agree to the estimate E-7KQ2 version 2 for $1,234.56, and to pay the deposit of $617.28 before we order your products. Your typed name (and the signature you draw, if you draw one) is your electronic signature.',
    )
  })
  it('is said in Spanish to a customer reading the estimate in Spanish', () => {
    expect(consentSentence(estimate, serverT('es').t, 'es')).toBe(
      'Al escribir su nombre y pulsar Aceptar, usted acepta el presupuesto E-7KQ2 versión 2 por $1,234.56 y se compromete a pagar el depósito de $617.28 antes de que pidamos sus productos. Su nombre escrito (y la firma que dibuje, si dibuja una) es su firma electrónica.',
    )
    expect(consentSentence({ ...estimate, depositCents: 0 }, serverT('es').t, 'es')).not.toMatch(
      /depósito/,
    )
  })
})

describe('the snapshot and its hash', () => {
  it('SHA-256 as Node computes it, for short, long and multi-byte input', () => {
    for (const text of ['', 'abc', 'x'.repeat(55), 'y'.repeat(64), 'Café 🪟'.repeat(40)]) {
      const bytes = new TextEncoder().encode(text)
      expect(sha256Hex(bytes)).toBe(crypto.createHash('sha256').update(bytes).digest('hex'))
    }
  })

  it('the same snapshot gives the same text whatever the order of its keys; any change breaks the hash', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: null }] })).toBe('{"a":[{"c":null,"d":2}],"b":1}')
    const snapshot: AcceptanceSnapshot = {
      estimate: { id: 1, reference: 'E-1', version: 1, expiresOn: '2026-12-31' },
      customer: { name: 'Ana Flores', email: 'ana@example.com', address: null },
      choices: { alternatives: { 1: 11 }, optionalLineIds: [] },
      lines: [
        { id: 5, room: 'Living', title: 'Shutters', details: '', quantity: 1, netCents: 90000 },
      ],
      totals: {
        subtotalCents: 90000,
        discountCents: 0,
        taxCents: 6300,
        totalCents: 96300,
        depositCents: 48150,
        balanceCents: 48150,
      },
      consent: 'By typing…',
      signedName: 'Ana Flores',
      signatureSha256: null,
      acceptedAt: '2026-12-02T15:00:00.000Z',
      ipAddress: '203.0.113.9',
      userAgent: 'Test',
    }
    const sealed = sealSnapshot(snapshot)
    expect(sealed.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(sealSnapshot({ ...snapshot }).hash).toBe(sealed.hash)
    expect(snapshotIntact(sealed.text, sealed.hash)).toBe(true)
    expect(snapshotIntact(sealed.text.replace('96300', '86300'), sealed.hash)).toBe(false)
  })
})
