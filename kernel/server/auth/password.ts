import { hash, verify } from '@node-rs/argon2';

// OWASP minimum for Argon2id: 19 MiB memory, 2 iterations, parallelism 1.
const OPTS = { memoryCost: 19456, timeCost: 2, parallelism: 1, algorithm: 2 as const };
let dummy: string | null = null;

/** Argon2id hash of a password. */
export function hashPassword(pw: string): Promise<string> {
  return hash(pw, OPTS);
}

/** Verifies a password; with no stored hash, burns the same time so unknown accounts are not revealed by timing. */
export async function verifyPassword(stored: string | null | undefined, pw: string): Promise<boolean> {
  if (!stored) {
    dummy ??= await hash('not-a-real-password', OPTS);
    await verify(dummy, pw).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, pw);
  } catch {
    return false;
  }
}
