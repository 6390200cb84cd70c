/**
 * ESLint rule `money/no-hand-money`: money is formatted and parsed by contract/src/money.ts alone (integer fen in,
 * exact text out). Outside it, a page or service that writes `toFixed`, divides or multiplies an amount by 100 or
 * 10000, or `parseFloat`s a price is doing yuan arithmetic by hand — floating point where the helpers are exact, and
 * a second idea of how money looks. Add a helper to money.ts instead.
 *
 * "An amount" is an expression naming one: an identifier or property whose words (camelCase or snake_case) include
 * price, fen, yuan, amount, paid, net, cost, balance, threshold, reduction, money, commission, refund, fee, gmv or bp.
 * Percentages of counts (`sold / stock * 100`) are not money and pass.
 */
const AMOUNT_WORDS = new Set([
  'price',
  'prices',
  'fen',
  'yuan',
  'amount',
  'amounts',
  'paid',
  'net',
  'cost',
  'balance',
  'threshold',
  'reduction',
  'money',
  'commission',
  'refund',
  'refunded',
  'fee',
  'gmv',
  'bp',
]);
const SCALES = new Set([100, 10_000]);

const wordsOf = (name) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[_$]+/)
    .filter(Boolean);

/** Whether an expression names an amount (not looking into nested functions, whose bodies are their own story). */
function namesAmount(node) {
  if (!node || typeof node !== 'object') return false;
  if (node.type === 'Identifier') return wordsOf(node.name).some((w) => AMOUNT_WORDS.has(w));
  if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') return false;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent' || key === 'loc' || key === 'range') continue;
    if (Array.isArray(value) ? value.some(namesAmount) : value && typeof value.type === 'string' && namesAmount(value)) return true;
  }
  return false;
}

const isScale = (node) => node.type === 'Literal' && typeof node.value === 'number' && SCALES.has(node.value);

const HINT =
  '金额只经 contract/src/money.ts 的函数换算与格式化（formatFen、formatYuan、parseYuan、fenToYuanNumber、applyBasisPoints、mulDiv…），缺的请加在那里';

export const noHandMoney = {
  meta: {
    type: 'problem',
    docs: { description: 'money is formatted and parsed by contract/src/money.ts alone' },
    schema: [],
    messages: {
      toFixed: `不要用 toFixed：${HINT}`,
      scale: `不要手算元与分（× ÷ 100 / 10000）：${HINT}`,
      parseFloat: `不要 parseFloat 金额：${HINT}`,
    },
  },
  create(context) {
    return {
      'MemberExpression[computed=false][property.name="toFixed"]'(node) {
        context.report({ node: node.property, messageId: 'toFixed' });
      },
      'BinaryExpression[operator=/^[*\\/]$/]'(node) {
        const other = isScale(node.right) ? node.left : isScale(node.left) && node.operator === '*' ? node.right : null;
        if (other && namesAmount(other)) context.report({ node, messageId: 'scale' });
      },
      CallExpression(node) {
        const callee = node.callee;
        const isParseFloat =
          (callee.type === 'Identifier' && callee.name === 'parseFloat') ||
          (callee.type === 'MemberExpression' && callee.property.name === 'parseFloat' && callee.object.name === 'Number');
        if (isParseFloat && node.arguments.some(namesAmount)) context.report({ node, messageId: 'parseFloat' });
      },
    };
  },
};

export default { meta: { name: 'money' }, rules: { 'no-hand-money': noHandMoney } };
