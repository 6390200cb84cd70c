import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TRUST_DAYS } from './login-guard.js';

/** The browser's device token (login-guard.ts): random, one per browser, shared by the accounts that signed in there. */
export const DEVICE_COOKIE = 'yc_dev';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** The well-formed device token this browser sent, or null. */
    deviceToken(): string | null;
  }
  interface FastifyReply {
    /** Sends the token that makes this browser a trusted one of the account that just signed in. */
    trustDevice(token: string): void;
  }
}

/** Reads and sets the device cookie: httpOnly, SameSite=Strict (only our own sign-in pages send it), 90 days. */
export const deviceCookie = fp<{ secure: boolean }>(async (app, opts) => {
  app.decorateRequest('deviceToken', function (this: FastifyRequest) {
    const value = this.cookies[DEVICE_COOKIE];
    return value && TOKEN.test(value) ? value : null;
  });
  app.decorateReply('trustDevice', function (this: FastifyReply, token: string) {
    this.setCookie(DEVICE_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: opts.secure,
      maxAge: TRUST_DAYS * 86_400,
    });
  });
});
