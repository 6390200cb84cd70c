import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { noHandMoney } from './no-hand-money.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } }).run('money/no-hand-money', noHandMoney, {
  valid: [
    'formatYuan(g.base_price)',
    'applyBasisPoints(l.net, rate)',
    // percentages of counts are not money
    'Math.round((f.sold / f.stock) * 100)',
    'Math.round((e.loaded / e.total) * 100)',
    'Math.floor((v.processed * 100) / v.valid_rows)',
    'const secondsLeft = ms / 1000',
    'parseFloat(version)',
  ],
  invalid: [
    { code: 'const s = (g.base_price / 100).toFixed(2)', errors: [{ messageId: 'scale' }, { messageId: 'toFixed' }] },
    { code: 'const c = Math.round((l.net * rate) / 10000)', errors: [{ messageId: 'scale' }] },
    { code: 'const y = t.threshold / 100', errors: [{ messageId: 'scale' }] },
    { code: 'const fen = Number(values.price) * 100', errors: [{ messageId: 'scale' }] },
    { code: 'const fen = 100 * priceYuan', errors: [{ messageId: 'scale' }] },
    { code: 'const p = (bp / 100)', errors: [{ messageId: 'scale' }] },
    { code: 'const n = parseFloat(form.amount)', errors: [{ messageId: 'parseFloat' }] },
    { code: 'const n = Number.parseFloat(priceText)', errors: [{ messageId: 'parseFloat' }] },
    { code: 'const pct = share.toFixed(1)', errors: [{ messageId: 'toFixed' }] },
  ],
});
