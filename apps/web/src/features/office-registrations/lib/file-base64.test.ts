import { Blob } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { fileToBase64 } from './file-base64';

// jsdom's Blob has no arrayBuffer(); the browsers' and Node's have.
describe('fileToBase64', () => {
  it('encodes every byte, also past one chunk', async () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256);
    const encoded = await fileToBase64(new Blob([bytes]) as unknown as globalThis.Blob);
    expect(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0))).toEqual(bytes);
    expect(await fileToBase64(new Blob([new Uint8Array([0xe8, 0x9a])]) as unknown as globalThis.Blob)).toBe('6Jo=');
  });
});
