import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { noHandGuard } from './no-hand-guard.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } }).run('guards/no-hand-guard', noHandGuard, {
  valid: [
    'app.get("/user/address", opts, async (req) => ok(await addresses.list(req.member.memberId)))',
    'app.get("/x", opts, async (req) => ok(await svc.list({ ...req.query, shop_id: req.merchant.shopId })))',
    'const actor = (req) => operatorActor(req.operator)',
    'app.addHook("onSend", async () => {})',
    'const s = required(x)',
  ],
  invalid: [
    { code: 'app.get("/x", opts, async (req) => ok(await s.list(requireMember(req))))', errors: [{ messageId: 'call' }] },
    { code: 'const id = await requireContract(req)', errors: [{ messageId: 'call' }] },
    { code: 'const op = access.requireOperator(req)', errors: [{ messageId: 'call' }] },
    { code: 'const op = operatorOf(req)', errors: [{ messageId: 'call' }] },
    { code: 'const shop = merchantShopOf(req)', errors: [{ messageId: 'call' }] },
    { code: 'app.addHook("onRequest", async (req) => { if (!req.session.memberId) throw loginRequired(); })', errors: [{ messageId: 'hook' }] },
    { code: "app.addHook('preValidation', check)", errors: [{ messageId: 'hook' }] },
  ],
});
