import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

// Mails (.eml) and secrets of a test run go to a private temporary folder, never to the developer's .data.
process.env.DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'geboortelijst-test-'))
process.env.NEXTAUTH_SECRET ??= 'test-secret-not-for-production'
