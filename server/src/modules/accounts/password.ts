import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's minimum). */
export const hashPassword = (plain: string) => hash(plain);

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;
/** Verified against when the user does not exist, so a wrong username costs as long as a wrong password. */
export async function burnPasswordCheck(plain: string) {
  dummy ??= hash('yaocai-no-such-user');
  await verifyPassword(await dummy, plain);
}
