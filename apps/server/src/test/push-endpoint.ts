import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A push service on this machine for the tests: each subscription the test makes has its own address
 * and its own browser keys (P-256 and an auth secret, as a browser makes them), so what arrives can be
 * decrypted here by RFC 8291 alone, without the library the server encrypts with. Answers 201 unless
 * the test scripts other answers for a subscription.
 */

export type Received = {
  subscription: string;
  headers: http.IncomingHttpHeaders;
  status: number;
  /** The decrypted body (the notice as JSON), or the decryption's error. */
  notice: { title: string; body: string; url: string; tag: string } | { error: string };
  at: number;
};

export type TestSubscription = {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
};

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188: one aes128gcm record, decrypted with the browser's private key and auth secret. */
export function decryptAes128gcm(body: Buffer, browserPrivateKey: Buffer, browserPublicKey: Buffer, auth: Buffer) {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65 || record.length > recordSize) throw new Error('not one aes128gcm record with a P-256 key id');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(browserPrivateKey);
  const shared = ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserPublicKey, serverPublicKey]);
  const ikm = hmac(hmac(auth, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** The claims of a VAPID `Authorization: vapid t=…, k=…` header after its ES256 signature checked out against k. */
export function verifyVapid(header: string | undefined): { aud: string; exp: number; sub: string; k: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID header: ${header}`);
  const [token, k] = [match[1], match[2]];
  const [head, claims, signature] = token.split('.');
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID token is not signed by its key');
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256');
  return { ...JSON.parse(Buffer.from(claims, 'base64url').toString()), k };
}

export async function startPushEndpoint() {
  const received: Received[] = [];
  const browsers = new Map<string, { privateKey: Buffer; publicKey: Buffer; auth: Buffer }>();
  const scripted = new Map<string, number[]>();
  let count = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const subscription = (request.url ?? '').replace(/^\/push\//, '');
      const browser = browsers.get(subscription);
      const status = scripted.get(subscription)?.shift() ?? (browser ? 201 : 404);
      let notice: Received['notice'];
      try {
        if (!browser) throw new Error('unknown subscription');
        const text = decryptAes128gcm(Buffer.concat(chunks), browser.privateKey, browser.publicKey, browser.auth);
        notice = JSON.parse(text);
      } catch (error) {
        notice = { error: String(error) };
      }
      received.push({ subscription, headers: request.headers, status, notice, at: Date.now() });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    received,
    /** A browser's subscription: its own address here and its own keys. */
    subscribe(): TestSubscription {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const id = `s${++count}-${randomBytes(4).toString('hex')}`;
      const auth = randomBytes(16);
      browsers.set(id, { privateKey: ecdh.getPrivateKey(), publicKey: ecdh.getPublicKey(), auth });
      return {
        id,
        endpoint: `${base}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    /** The next answers to the subscription's messages, e.g. [429, 201]; then 201 again. */
    script(subscription: TestSubscription, statuses: number[]) {
      scripted.set(subscription.id, [...statuses]);
    },
    /** What arrived for a subscription, in order. */
    of(subscription: TestSubscription) {
      return received.filter((r) => r.subscription === subscription.id);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushEndpoint = Awaited<ReturnType<typeof startPushEndpoint>>;
