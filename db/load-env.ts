// Command-line scripts (migrate, seed) read .env when it exists, like the server does.
import fs from 'node:fs'

if (fs.existsSync('.env')) process.loadEnvFile('.env')
