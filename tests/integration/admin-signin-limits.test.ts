/**
 * Sign-in limits that stop a guesser without letting a stranger lock staff out (docs/decisions/121-sign-in-limits.md).
 * Each test uses usernames and addresses of its own, so their counters never meet.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { CookieJar } from '#tests/setup/cookie-jar'
import { formRequest, jsonRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import * as loginRoute from '~/routes-admin/admin_.login'
import * as loginApi from '~/routes-api/api.admin.login'
import { hashPassword } from '~/server/auth/password.server'
import { db, schema } from '~/server/platform/db.server'

const PASSWORD = 'correct horse battery staple'
let addressCounter = 0
/** An address no other request of this file used. */
function newAddress() {
  addressCounter += 1
  return `203.0.113.${addressCounter}`
}

function signIn(username: string, password: string, address: string, device?: string) {
  const headers: Record<string, string> = { 'Fly-Client-IP': address }
  if (device) headers.Cookie = device
  return callRoute(loginRoute, formRequest('/admin/login', { username, password }, { headers }))
}

function apiSignIn(username: string, password: string, address: string) {
  return callRoute(
    loginApi,
    jsonRequest(
      '/api/admin/login',
      { username, password },
      { headers: { 'Fly-Client-IP': address } },
    ),
  )
}

/**
 * The admin's own browser: it signed in there before, and that session has ended since (a
 * working day later); what it still has is the device cookie (the Cookie header it sends).
 */
async function ownBrowser(username: string) {
  const first = await signIn(username, PASSWORD, newAddress())
  expect(first.status).toBe(302)
  const device = new CookieJar().absorb(first).get('admin_device')
  expect(device).toBeTruthy()
  return `admin_device=${device}`
}

beforeAll(async () => {
  const passwordHash = await hashPassword(PASSWORD)
  for (const username of [
    'owner',
    'spread',
    'one-place',
    'device-guess',
    'typed-twice',
    'second-admin',
  ]) {
    db.insert(schema.adminUsers).values({ username, passwordHash }).run()
  }
})

describe('admin sign-in limits', () => {
  it('a stranger failing from many addresses never locks the admin out of their own browser', async () => {
    const jar = await ownBrowser('owner')
    // Six failures from six other addresses, in the spellings that used to count as one username.
    for (const name of ['owner', 'Owner', ' owner', 'OWNER ', 'owner', 'Owner']) {
      expect((await signIn(name, 'wrong', newAddress())).status).toBe(401)
    }
    // And well past the username-wide limit for unknown devices.
    for (let i = 0; i < 25; i++) await signIn('owner', 'wrong', newAddress())
    expect((await signIn('owner', PASSWORD, newAddress())).status).toBe(429)

    const mine = await signIn('owner', PASSWORD, newAddress(), jar)
    expect(mine.status).toBe(302)
    expect(mine.headers.get('Location')).toBe('/admin')
  })

  it('stops one address guessing one username after 5 failures; the admin elsewhere still signs in', async () => {
    const attacker = newAddress()
    for (let i = 0; i < 5; i++) {
      expect((await signIn('one-place', 'wrong', attacker)).status).toBe(401)
    }
    const locked = await signIn('one-place', PASSWORD, attacker)
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(14 * 60)
    expect(JSON.stringify(locked.data)).toContain('Please try again in 15 minutes')
    // The JSON API is held to the same counter.
    expect((await apiSignIn('one-place', PASSWORD, attacker)).status).toBe(429)
    // Another device at another address is not concerned.
    expect((await signIn('one-place', PASSWORD, newAddress())).status).toBe(302)
  })

  it('counts a username in any spelling as one from one address', async () => {
    const attacker = newAddress()
    for (const name of [
      'typed-twice',
      'Typed-Twice',
      ' typed-twice',
      'TYPED-TWICE',
      'typed-twice ',
    ]) {
      await signIn(name, 'wrong', attacker)
    }
    expect((await signIn('typed-twice', PASSWORD, attacker)).status).toBe(429)
  })

  it('stops one address spraying many usernames after 20 failures', async () => {
    const attacker = newAddress()
    for (let i = 0; i < 20; i++) {
      expect((await signIn(`nobody-${i}`, 'wrong', attacker)).status).toBe(401)
    }
    expect((await signIn('spread', PASSWORD, attacker)).status).toBe(429)
    expect((await signIn('spread', PASSWORD, newAddress())).status).toBe(302)
  })

  it('stops a guesser spread over many addresses on devices the username never used', async () => {
    const jar = await ownBrowser('spread')
    for (let i = 0; i < 20; i++) await signIn('spread', 'wrong', newAddress())
    const stranger = await apiSignIn('spread', PASSWORD, newAddress())
    expect(stranger.status).toBe(429)
    expect(stranger.headers.get('Retry-After')).toMatch(/^\d+$/)
    // The admin's own browser is not refused.
    expect((await signIn('spread', PASSWORD, newAddress(), jar)).status).toBe(302)
  })

  it('a trusted device has a counter of its own: 5 wrong passwords lock that device only', async () => {
    const jar = await ownBrowser('device-guess')
    for (let i = 0; i < 5; i++) {
      expect((await signIn('device-guess', 'wrong', newAddress(), jar)).status).toBe(401)
    }
    expect((await signIn('device-guess', PASSWORD, newAddress(), jar)).status).toBe(429)
    // The wrong guesses on that device did not count against the username elsewhere.
    expect((await signIn('device-guess', PASSWORD, newAddress())).status).toBe(302)
  })

  it('a device cookie for another username gives no exemption', async () => {
    const jar = await ownBrowser('second-admin')
    const attacker = newAddress()
    for (let i = 0; i < 5; i++) await signIn('one-place', 'wrong', attacker, jar)
    expect((await signIn('one-place', PASSWORD, attacker, jar)).status).toBe(429)
  })
})
