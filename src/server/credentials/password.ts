import { hash, verify } from '@node-rs/argon2';
import { passwordHashingSlots } from './hashing-slots.js';

/**
 * argon2id at the OWASP minimum (19 MiB, 2 passes, 1 lane): ~60 ms on this machine, computed on
 * the libuv thread pool so the event loop keeps serving other requests, and never on every core
 * at once (hashing-slots.ts).
 */
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id: a const enum, inlined for isolatedModules */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return passwordHashingSlots(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await passwordHashingSlots(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so response timing does not reveal unknown e-mails. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-only-for-timing');
  await verifyPassword(await dummyHash, password);
}
