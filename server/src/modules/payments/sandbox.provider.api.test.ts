import crypto from 'node:crypto';
import { SECRETS } from '../../config.js';
import { providerContract } from './provider-contract-test-kit.js';
import { SANDBOX_SIGNATURE, sign, type SandboxProvider } from './sandbox.provider.js';

// The sandbox against the contract every provider must pass, with its own key: the development key in the public
// source is then one a forger would try.
providerContract('sandbox', { PAYMENTS_SANDBOX: 'true', PAY_SANDBOX_SECRET: crypto.randomBytes(32).toString('hex') }, (t) => {
  const sandbox = t.app.services.paymentProvider as SandboxProvider;
  return {
    pay: async (trade) => (await sandbox.confirm(trade.trade_no))!,
    signed: (notice) => sandbox.notification(notice),
    forged: (notice) => {
      const body = JSON.stringify(notice);
      return { body, headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE]: sign(SECRETS.PAY_SANDBOX_SECRET.dev, body) } };
    },
  };
});
