// Prints a free TCP port on the loopback interface.
import net from 'node:net'

const server = net.createServer()
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address()
  // Plain text: console.log would colour a number when FORCE_COLOR is set.
  server.close(() => process.stdout.write(`${port}\n`))
})
