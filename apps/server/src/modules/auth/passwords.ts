import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (argon2id is the library's default algorithm). */
const PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const PARAMS_TAG = `$argon2id$v=19$m=${PARAMS.memoryCost},t=${PARAMS.timeCost},p=${PARAMS.parallelism}$`;

export const hashPassword = (password: string) => hash(password, PARAMS);

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/** True when the stored hash was made with other parameters and should be redone at sign-in. */
export const needsRehash = (storedHash: string) => !storedHash.startsWith(PARAMS_TAG);

/** Verified against when the account does not exist, so timing does not reveal accounts. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  return dummyHash;
};
