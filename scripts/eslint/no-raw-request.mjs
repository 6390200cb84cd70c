/**
 * ESLint rule `endpoints/no-raw-request` (issue 45): an app calls the API only through a contract endpoint —
 * `call(api.cart.edit, { params, body })` of its lib/api-client.ts — whose method, URL, request and answer types are
 * declared once in contract/src/endpoints. The client's raw functions (`get`, `post`, `put`, `del`, `request`), and the
 * contract's `sendRequest` beneath them, take a hand-written URL and a hand-written answer type: a renamed field or a
 * moved route would go unnoticed until a buyer met it. Only lib/api-client.ts itself calls them.
 */
const RAW = new Set(['get', 'post', 'put', 'del', 'request']);
const CLIENT_SOURCE = /(^|\/)lib\/api-client$|^\.\/api-client$/;

export const noRawRequest = {
  meta: {
    type: 'problem',
    docs: { description: 'apps call the API through contract endpoints, never a hand-written URL' },
    messages: {
      raw: '不要手写请求地址与返回类型（{{name}}）：请在 contract/src/endpoints 声明接口，再用 call(api.<模块>.<接口>, …) 调用',
    },
    schema: [],
  },
  create(context) {
    /** Local names of the raw functions this file imports. */
    const raw = new Map();
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        const fromClient = typeof source === 'string' && CLIENT_SOURCE.test(source);
        const fromContract = source === '@yaocai/contract';
        if (!fromClient && !fromContract) return;
        for (const spec of node.specifiers) {
          if (spec.type !== 'ImportSpecifier' || spec.importKind === 'type') continue;
          const imported = spec.imported.type === 'Identifier' ? spec.imported.name : spec.imported.value;
          if ((fromClient && RAW.has(imported)) || (fromContract && imported === 'sendRequest')) raw.set(spec.local.name, imported);
        }
      },
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || !raw.has(node.callee.name)) return;
        context.report({ node, messageId: 'raw', data: { name: raw.get(node.callee.name) } });
      },
    };
  },
};

export default { rules: { 'no-raw-request': noRawRequest } };
