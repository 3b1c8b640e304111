// Applies the committed migrations to DATABASE_PATH. Plain JavaScript, so the production
// image runs it without a TypeScript loader; on Fly, LiteFS runs it on the primary before the
// app starts (litefs.yml). The server also applies pending migrations when it starts on the
// primary. A failing migration exits non-zero, which stops LiteFS (exit-on-error: true).
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { drizzle } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'

if (fs.existsSync('.env')) process.loadEnvFile('.env')
const databasePath = process.env.DATABASE_PATH ?? './data/app.db'

// LiteFS writes `.primary` (the primary's name) only on replicas, which cannot write: they
// get the migrations by replication.
const litefsDir = process.env.LITEFS_DIR
if (litefsDir && fs.existsSync(path.join(litefsDir, '.primary'))) {
  console.log('This machine is a LiteFS replica: migrations are applied on the primary')
  process.exit(0)
}
fs.mkdirSync(path.dirname(path.resolve(databasePath)), { recursive: true })

const sqlite = new Database(databasePath)
sqlite.pragma('journal_mode = WAL')
sqlite.pragma('busy_timeout = 5000')
sqlite.pragma('foreign_keys = ON')
migrate(drizzle(sqlite), { migrationsFolder: path.resolve('db/migrations') })
sqlite.close()
console.log(`Migrations applied to ${databasePath}`)
