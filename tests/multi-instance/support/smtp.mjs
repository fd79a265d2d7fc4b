// @ts-check
// An SMTP catcher on 127.0.0.1 for the instances' SMTP_URL: accepts every mail and keeps its envelope and message as
// they arrived, so a test can count what was sent (as tests/integration/mail-outbox.test.ts's relay, plus envelopes).
import net from 'node:net'

/**
 * @typedef {object} CaughtMail
 * @property {string} from the envelope's sender (MAIL FROM)
 * @property {string[]} to the envelope's recipients (RCPT TO), lower case
 * @property {string} raw the message as it arrived (dot-stuffing undone)
 * @property {string | null} messageId its Message-ID header
 */

export async function smtpCatcher() {
  /** @type {CaughtMail[]} */
  const mails = []
  /** @type {Set<net.Socket>} */
  const sockets = new Set()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => undefined)
    /** @type {string | null} */
    let data = null
    let from = ''
    /** @type {string[]} */
    let to = []
    let buffer = ''
    socket.write('220 catcher.test ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1')
      let at
      while ((at = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, at)
        buffer = buffer.slice(at + 2)
        if (data !== null) {
          if (line === '.') {
            const messageId = /^Message-ID:\s*(\S+)/im.exec(data)?.[1] ?? null
            mails.push({ from, to, raw: data, messageId })
            socket.write('250 2.0.0 queued\r\n')
            data = null
            from = ''
            to = []
          } else data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 catcher.test\r\n')
        else if (/^MAIL FROM:/i.test(line)) {
          from = /<([^>]*)>/.exec(line)?.[1] ?? ''
          socket.write('250 ok\r\n')
        } else if (/^RCPT TO:/i.test(line)) {
          to.push((/<([^>]*)>/.exec(line)?.[1] ?? '').toLowerCase())
          socket.write('250 ok\r\n')
        } else if (/^DATA/i.test(line)) {
          data = ''
          socket.write('354 go ahead\r\n')
        } else if (/^RSET/i.test(line)) {
          from = ''
          to = []
          socket.write('250 ok\r\n')
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n')
        else socket.write('250 ok\r\n')
      }
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const { port } = /** @type {net.AddressInfo} */ (server.address())
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve(undefined))
      }),
  }
}
