/**
 * ESLint rule `guards/no-hand-guard`: a route's guard is the scope it is registered in (server/src/routes.ts), and the
 * scope hands the handler who is asking — `req.member` (a member's Viewer), `req.operator`, `req.merchant`,
 * `req.signedIn` (core/http/route-scopes.ts). A route file that checks the caller by hand (`requireMember(req)`,
 * `requireOperator(req)`, `operatorOf(req)`, `merchantShopOf(req)`…) or adds its own `onRequest`/`preValidation` hook
 * duplicates the scope, can run after validation (a 422 before the 401 of spec §8) and is forgotten on the next route.
 */
const HAND_GUARDS = new Set(['operatorOf', 'merchantShopOf', 'currentOperator', 'viewerOrPending']);
const isHandGuard = (name) => /^require[A-Z]/.test(name) || HAND_GUARDS.has(name);
const GUARD_HOOKS = new Set(['onRequest', 'preValidation']);

const calleeName = (callee) =>
  callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && !callee.computed ? callee.property.name : null;

export const noHandGuard = {
  meta: {
    type: 'problem',
    docs: { description: 'no hand guard in a route file: the scope resolves the caller and hands it to the handler' },
    messages: {
      call: '`{{name}}` 是手写的守卫：路由的守卫来自其注册的作用域，处理函数直接读 req.member / req.operator / req.merchant / req.signedIn',
      hook: '路由文件不得自加 {{hook}} 钩子做守卫：守卫来自注册的作用域（server/src/routes.ts）',
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        const name = calleeName(node.callee);
        if (!name) return;
        if (isHandGuard(name)) context.report({ node, messageId: 'call', data: { name } });
        const hook = node.arguments[0];
        if (name === 'addHook' && hook?.type === 'Literal' && GUARD_HOOKS.has(hook.value))
          context.report({ node, messageId: 'hook', data: { hook: hook.value } });
      },
    };
  },
};

export default { rules: { 'no-hand-guard': noHandGuard } };
