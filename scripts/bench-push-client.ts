// The spectators of the push bench, run as a child process of the bench (so the bench's own work
// does not delay them): opens many Server-Sent Events streams on raw sockets and tells the parent,
// over IPC, the absolute time each stream saw each `match` message. Absolute times
// (performance.timeOrigin + performance.now()) are comparable between processes of one machine.
import net from 'node:net';

export type ClientRequest =
  | { type: 'open'; host: string; port: number; count: number }
  | { type: 'arm' }
  | { type: 'collect' }
  | { type: 'close' };

export type ClientReply =
  | { type: 'opened'; count: number }
  | { type: 'armed' }
  | { type: 'complete' }
  | { type: 'arrivals'; times: number[]; closed: number };

const MATCH = Buffer.from('event: match');
const now = () => performance.timeOrigin + performance.now();

type Stream = { socket: net.Socket; generation: number };

const streams: Stream[] = [];
let generation = 0;
let arrivals: number[] = [];
let closed = 0;

const send = (reply: ClientReply) => process.send?.(reply);

function openStream(host: string, port: number): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, host);
    const stream: Stream = { socket, generation: 0 };
    let greeted = false;
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      if (!greeted) {
        if (chunk.includes(': connected')) {
          greeted = true;
          resolve(stream);
        } else if (chunk.subarray(0, 12).toString() !== 'HTTP/1.1 200') {
          reject(new Error(`stream refused: ${chunk.subarray(0, 80).toString()}`));
          socket.destroy();
        }
      }
      // One arrival per stream and message; a frame split over two reads is still one arrival.
      if (stream.generation !== generation && chunk.includes(MATCH)) {
        stream.generation = generation;
        arrivals.push(now());
        if (arrivals.length === streams.length) send({ type: 'complete' });
      }
    });
    socket.on('error', reject);
    socket.on('close', () => {
      closed++;
    });
    socket.write(`GET /api/v1/competition/live/stream HTTP/1.1\r\nHost: ${host}:${port}\r\n\r\n`);
  });
}

process.on('message', async (request: ClientRequest) => {
  switch (request.type) {
    case 'open': {
      // In batches, so the accept queue never overflows.
      for (let i = 0; i < request.count; i += 250) {
        const batch = Math.min(250, request.count - i);
        streams.push(
          ...(await Promise.all(Array.from({ length: batch }, () => openStream(request.host, request.port)))),
        );
      }
      send({ type: 'opened', count: streams.length });
      return;
    }
    case 'arm':
      generation++;
      arrivals = [];
      send({ type: 'armed' });
      return;
    case 'collect':
      send({ type: 'arrivals', times: arrivals, closed });
      return;
    case 'close':
      for (const stream of streams) stream.socket.destroy();
      process.exit(0);
  }
});
