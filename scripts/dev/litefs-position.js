// LiteFS's transaction position on the replica harness's primary (scripts/dev/replica-harness.js),
// loaded into that process only (`node --import`): LiteFS sees every commit in its FUSE layer
// and moves the database's position file (`<database>-pos`, `<txid>/<checksum>` in hex) before
// the commit returns. Here better-sqlite3 is wrapped instead: after a statement that wrote, once
// no transaction is open any more (or after a COMMIT), the position moves one transaction on,
// synchronously, so what the app reads from the file after a write already counts that write,
// as under LiteFS. A transaction counted that was in fact rolled back only moves the position
// on: a replica reaches it with its next copy anyway. Never part of the app or its image.
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'

const litefsDir = process.env.LITEFS_DIR
const databasePath = process.env.DATABASE_PATH
if (!litefsDir || !databasePath) throw new Error('litefs-position: LITEFS_DIR and DATABASE_PATH')
const positionFile = path.join(litefsDir, `${path.basename(databasePath)}-pos`)

const readPosition = () => {
  try {
    return BigInt(`0x${fs.readFileSync(positionFile, 'utf8').trim().split('/')[0]}`)
  } catch {
    return 0n
  }
}
let txid = readPosition()

/** Written whole or not at all (a file renamed over it), as a reader of LiteFS's file finds it. */
function moveOn() {
  txid += 1n
  fs.writeFileSync(
    `${positionFile}.next`,
    `${txid.toString(16).padStart(16, '0')}/${'0'.repeat(16)}\n`,
  )
  fs.renameSync(`${positionFile}.next`, positionFile)
}

const ENDS_TRANSACTION = /^\s*(COMMIT|END)\b/i

const probe = new Database(':memory:')
const Statement = Object.getPrototypeOf(probe.prepare('SELECT 1'))
probe.close()

for (const method of ['run', 'get', 'all']) {
  const original = Statement[method]
  Statement[method] = function counted(...args) {
    const result = original.apply(this, args)
    const database = this.database
    if (database && !database.inTransaction && database.name === databasePath) {
      if (!this.readonly || ENDS_TRANSACTION.test(this.source)) moveOn()
    }
    return result
  }
}

const exec = Database.prototype.exec
Database.prototype.exec = function counted(...args) {
  const result = exec.apply(this, args)
  if (!this.inTransaction && this.name === databasePath && !this.readonly) moveOn()
  return result
}
