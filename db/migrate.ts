import './load-env'
import { getEnv } from '../app/server/platform/env.server'
import { applyMigrations, openDatabase } from './client'

const env = getEnv()
const db = openDatabase(env.DATABASE_PATH)
applyMigrations(db)
db.$client.close()
console.log(`Migrations applied to ${env.DATABASE_PATH}`)
