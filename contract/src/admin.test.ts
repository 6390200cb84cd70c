import { describe, expect, it } from 'vitest';
import { CONSOLE_AREAS, MERCHANT_ROLES, OPERATOR_ROLES, operatorMay, type ConsoleArea, type OperatorRole } from './admin.js';

/** The one rule the server's scopes and the console's buttons both ask (issue 44: money is 财务's and 超级管理员's). */
describe('operatorMay', () => {
  const writes = (role: OperatorRole) => CONSOLE_AREAS.filter((a: ConsoleArea) => operatorMay(role, a, true));

  it('gives money powers to 财务 and 超级管理员 alone', () => {
    expect(OPERATOR_ROLES.filter((r) => operatorMay(r, 'finance', true))).toEqual(['super', 'finance']);
    expect(writes('finance')).toEqual(['finance', 'account']);
    expect(writes('service')).not.toContain('finance');
    expect(writes('ops')).not.toContain('finance');
  });

  it('lets 审计 read everything but change only its own sign-in security', () => {
    expect(writes('audit')).toEqual(['account']);
    expect(CONSOLE_AREAS.filter((a) => operatorMay('audit', a, false))).toEqual([...CONSOLE_AREAS]);
  });

  it('keeps system to 超级管理员 and 审计, money readable by every role', () => {
    for (const role of OPERATOR_ROLES) {
      expect([role, operatorMay(role, 'system', false)]).toEqual([role, role === 'super' || role === 'audit']);
      expect([role, operatorMay(role, 'finance', false)]).toEqual([role, true]);
      // A write implies the read.
      for (const area of CONSOLE_AREAS) if (operatorMay(role, area, true)) expect(operatorMay(role, area, false)).toBe(true);
    }
  });

  it('gives a merchant account none of the platform areas but its own account', () => {
    for (const role of MERCHANT_ROLES) expect(CONSOLE_AREAS.filter((a) => operatorMay(role, a, false))).toEqual(['account']);
  });
});
