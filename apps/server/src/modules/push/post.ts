import http from 'node:http';
import https from 'node:https';

// One POST to a push service. node:http with keep-alive connections per push service: a finals hour
// sends thousands of messages to a handful of hosts, and fetch costs about four times the CPU per
// request. Redirects are never followed (a push service answers; a redirect would send the server
// elsewhere than the browser said).

const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 64 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

export type PushAnswer = { status: number; retryAfter: string | null };

export function postToPushService(
  endpoint: string,
  headers: Record<string, string>,
  body: Buffer | null,
  timeoutMs: number,
): Promise<PushAnswer> {
  const url = new URL(endpoint);
  const transport = url.protocol === 'https:' ? https : http;
  const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:'];
  return new Promise((resolve, reject) => {
    const request = transport.request(
      url,
      { method: 'POST', agent, headers, signal: AbortSignal.timeout(timeoutMs) },
      (response) => {
        // The answer's body says nothing the status does not; it is read only to reuse the connection.
        response.resume();
        response.on('end', () => {
          const retryAfter = response.headers['retry-after'];
          resolve({ status: response.statusCode ?? 0, retryAfter: typeof retryAfter === 'string' ? retryAfter : null });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}
