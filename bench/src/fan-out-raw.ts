// Child process of the fan-out benchmark: the baseline, a bare `ws` server that sends each frame
// its parent gives it (IPC) to every open socket in a loop.
import { WebSocketServer, type WebSocket } from 'ws';

const sockets = new Set<WebSocket>();
const server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
server.on('connection', (socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});
server.on('listening', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address !== null ? address.port : 0 });
});
process.on('message', (message: { frame?: string; close?: true }) => {
  if (message.frame !== undefined) for (const socket of sockets) socket.send(message.frame);
  if (message.close) server.close(() => process.exit(0));
});
