// argon2id password hashing (issue 2). Parameters are OWASP's recommended minimum for argon2id.
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id (a const enum, which isolatedModules cannot import).
const ARGON2ID = 2;

const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the user does not exist, so both failures take the same time. */
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  return (dummyHash ??= hashPassword('timing-equaliser-not-a-password'));
}
