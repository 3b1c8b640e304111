/**
 * An installed job's specification where the work is done and told (issue 39): the printable
 * work order carries the rooms, windows, sizes and lines as accepted with the balance due, and
 * each stage e-mail the customer gets (ordered, installation scheduled…) writes them out too.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { adminHeaders } from '#tests/integration/admin-helpers'
import { getRequest } from '#tests/setup/requests'
import { callRoute } from '#tests/setup/route'
import type { InstalledJobSpecification, OrderBalance } from '~/domain/installed-job'
import * as workOrderRoute from '~/routes-admin/admin_.orders.$orderId.work-order'
import { moveOrder } from '~/server/orders/workflow.server'
import { db } from '~/server/platform/db.server'
import { seed } from '../../db/seed'
import { paidJob } from './job-helpers'
import { mailTo } from './order-helpers'

beforeAll(async () => {
  await seed(db)
})

describe('an installed job’s specification', () => {
  it('is on the work order, with the balance still due', async () => {
    const { order, view } = await paidJob()
    const result = await callRoute(
      workOrderRoute,
      getRequest(`/admin/orders/${order.id}/work-order`, adminHeaders('spec-office', 'office')),
      { orderId: String(order.id) },
    )
    expect(result.status).toBe(200)
    const { job } = result.data as {
      job: { specification: InstalledJobSpecification; balance: OrderBalance } | null
    }
    expect(job?.specification.rooms[0]).toMatchObject({
      name: 'Living room',
      windows: [{ heading: expect.stringContaining('Bay window') }],
    })
    expect(job?.balance).toMatchObject({
      paidCents: view.totals.depositCents,
      balanceCents: view.totals.totalCents - view.totals.depositCents,
    })
  })

  it('is written out in the stage e-mails, as accepted', async () => {
    const { order, email } = await paidJob()
    const moved = await moveOrder({
      orderId: order.id,
      to: 'ordered',
      fields: { supplierReference: 'SUP-39', note: '' },
      by: 'spec-office',
    })
    expect(moved.ok).toBe(true)
    const mail = mailTo(email).at(-1)!
    expect(mail.subject).toMatch(/in production/)
    // The room, the window with its size and mount, the chosen line and the optional one ticked.
    expect(mail.text).toMatch(
      /1\. Living room, Window 1: Bay window, 48" x 72", Inside mount: 1 x Plantation shutters, white/,
    )
    expect(mail.text).toContain('Somfy motor')
    expect(mail.text).not.toContain('Linen drapery')
    expect(mail.html).toContain('Plantation shutters, white')
  })
})
