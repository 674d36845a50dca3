import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (m=19456 KiB, t=2, p=1: OWASP's recommendation). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) return false;
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
