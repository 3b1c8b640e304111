import { db, schema } from './db.server'

export type NewLead = typeof schema.leads.$inferInsert

/** Stores a lead without photos (city pages, motors quote). Quote-wizard leads with photos: see below. */
export function createLead(lead: NewLead): { id: number } {
  const row = db.insert(schema.leads).values(lead).returning({ id: schema.leads.id }).get()
  return row
}
