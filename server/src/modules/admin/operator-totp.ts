import * as OTPAuth from 'otpauth';

/** The console's second factor: RFC 6238 TOTP (SHA-1, 6 digits, 30 s), what every authenticator app reads. */
const ISSUER = '药采运营后台';
const PERIOD_MS = 30_000;

export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

export function totpOf(secret: string, label: string) {
  return new OTPAuth.TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: 30, secret: OTPAuth.Secret.fromBase32(secret) });
}

/** The 30-second step the code belongs to (one step of clock drift either way), or null when it matches none. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret, ISSUER).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / PERIOD_MS) + delta;
}
