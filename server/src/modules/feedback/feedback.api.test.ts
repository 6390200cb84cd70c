import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FEEDBACK_PER_DAY } from './feedback.service.js';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { PDF, uploadId } from '../accounts/member-test-kit.js';

describe.each(MODULE_KINDS)('feedback /yjfk on %s', (kind) => {
  let t: TestApp, cookie: string, other: string, operator: string;
  useApiSuite(kind, (s) => ({ t, cookie, other, operator } = s), { other: true, operator: true });

  const send = (body: Record<string, unknown>, c = cookie) => t.call({ method: 'POST', url: '/api/user/feedback', cookie: c, ...form(body) });
  const mine = async (c = cookie) => (await t.call({ method: 'GET', url: '/api/user/feedback', cookie: c })).json().data;
  const count = async () => Number((await t.database.rows<{ n: number }>(sql`select count(*)::int n from member_feedback`))[0].n);

  it('needs a session; the operator calls need an operator', async () => {
    expect((await t.call({ method: 'POST', url: '/api/user/feedback', ...form({ type: 1, content: '希望增加夜间配送' }) })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/user/feedback' })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/admin/api/feedback', cookie })).statusCode).toBe(403);
  });

  it('sends feedback with images; the member sees it pending', async () => {
    const images = [await uploadId(t, cookie), await uploadId(t, cookie)];
    const res = await send({ type: 3, content: '  上周的订单配送比承诺晚了两天，希望改进。 ', 'images[]': images, contact: '13800138000' });
    expect(res.json()).toMatchObject({
      code: 10000,
      msg: '提交成功，感谢您的反馈',
      data: { type: 3, type_name: '物流配送', content: '上周的订单配送比承诺晚了两天，希望改进。', status: 0, status_name: '待回复', reply: '' },
    });
    expect(res.json().data.images).toEqual(images.map((id) => `/api/uploads/${id}`));
    const list = await mine();
    expect(list.total).toBe(1);
    expect(list.list[0].id).toBe(res.json().data.id);
    expect((await mine(other)).total).toBe(0);
  });

  it("refuses bad input, another member's images and PDFs, changing nothing", async () => {
    const before = await count();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ content: '没有选择类型的反馈' }, '反馈类型'],
      [{ type: 9, content: '类型超出范围的反馈' }, '反馈类型'],
      [{ type: 1 }, '反馈内容'],
      [{ type: 1, content: '太短' }, '反馈内容'],
      [{ type: 1, content: '很'.repeat(501) }, '反馈内容'],
      [{ type: 1, content: '图片太多的反馈内容', images: 'a,b,c,d,e' }, '图片'],
      [{ type: 1, content: '图片编号不对的反馈', images: '../../etc/passwd' }, '图片'],
    ];
    for (const [body, field] of cases) {
      const res = await send(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().msg, JSON.stringify(body)).toContain(field);
    }
    const theirs = await uploadId(t, other);
    const stolen = await send({ type: 1, content: '用了别人的图片的反馈', images: theirs });
    expect([stolen.statusCode, stolen.json().msg]).toEqual([422, '图片无效，请重新上传']);
    const pdf = await uploadId(t, cookie, PDF);
    expect((await send({ type: 1, content: 'PDF 不是图片的反馈', images: pdf })).statusCode).toBe(422);
    expect(await count()).toBe(before);
  });

  it('the operator replies once; the member sees the reply and a message in /wdxx', async () => {
    const queue = (await t.call({ method: 'GET', url: '/admin/api/feedback?status=0', cookie: operator })).json().data;
    const item = queue.list.find((f: { content: string }) => f.content.startsWith('上周的订单'));
    expect(item).toMatchObject({ company: expect.any(String), username: 'demo', status: 0 });
    const reply = (c = operator, body: Record<string, unknown> = { reply: '已与配送方核实，今后超时将主动告知。' }) =>
      t.call({ method: 'POST', url: `/admin/api/feedback/${item.id}/reply`, cookie: c, ...form(body) });
    expect((await reply(cookie)).statusCode).toBe(403);
    expect((await reply(operator, { reply: ' ' })).statusCode).toBe(422);
    expect((await reply()).json()).toMatchObject({ code: 10000, msg: '回复成功', data: { status: 1, status_name: '已回复' } });
    expect((await reply()).statusCode).toBe(409);
    expect(
      (await t.call({ method: 'POST', url: '/admin/api/feedback/2000000000/reply', cookie: operator, ...form({ reply: '好' }) })).statusCode,
    ).toBe(404);
    const mineNow = (await mine()).list[0];
    expect(mineNow).toMatchObject({ status: 1, reply: '已与配送方核实，今后超时将主动告知。' });
    expect(mineNow.replied_at).not.toBeNull();
    const messages = (await t.call({ method: 'GET', url: '/api/user/messages?page_size=50', cookie })).json().data.list as Array<{
      title: string;
      body: string;
    }>;
    expect(messages.find((m) => m.title === '您的意见反馈已回复')?.body).toContain('已与配送方核实');
    const audit = await t.database.rows<{ action: string }>(
      sql`select action from operator_audit where action = 'feedback.reply' and target_id = ${item.id}`,
    );
    expect(audit).toHaveLength(1);
  });

  it(`takes at most ${FEEDBACK_PER_DAY} a day from one member`, async () => {
    const start = (await mine(other)).total;
    for (let i = start; i < FEEDBACK_PER_DAY; i++) expect((await send({ type: 6, content: `第${i + 1}条测试反馈内容` }, other)).statusCode).toBe(200);
    const over = await send({ type: 6, content: '超出每日上限的反馈' }, other);
    expect([over.statusCode, over.json().msg]).toEqual([429, `每天最多提交${FEEDBACK_PER_DAY}条反馈，请明天再试`]);
  });
});
