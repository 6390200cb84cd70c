/**
 * Helpers shared by the member-side API suites (registration, account centre, stores, uploads, admin, ownership).
 * Not a test file itself: imported by *.api.test.ts.
 */
import crypto from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { addChinaDays, chinaToday, requiredCertificates } from '@yaocai/contract';
import { cookieOf, form, newIp, type TestApp } from '../../../test/test-app.js';
import { smsCodes, smsOutbox } from '../sms/sms.tables.js';
import { demoResidentId } from './accounts.seed.js';

export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR fake image body')]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90), Buffer.from('This program cannot be run in DOS mode.')]);

let seq = 0;
/** A fresh valid mobile number per call (never one of the seed's 177… numbers). */
export function newPhone(): string {
  seq += 1;
  return `139${String(process.pid % 1000).padStart(3, '0')}${String(seq).padStart(5, '0')}`.slice(0, 11);
}
export async function lastCode(t: TestApp, phone: string): Promise<string> {
  const [row] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id)).limit(1);
  const code = row?.content.match(/验证码为(\d{6})/)?.[1];
  if (!code) throw new Error(`no SMS for ${phone}`);
  return code;
}

/** Moves this phone's earlier codes back past the 60-second resend interval (instead of waiting). */
export async function ageCodes(t: TestApp, phone: string) {
  await t.database.db
    .update(smsCodes)
    .set({ createdAt: sql`${smsCodes.createdAt} - interval '2 minutes'` })
    .where(eq(smsCodes.phone, phone));
}

export async function sendCode(t: TestApp, phone: string, purpose: string, cookie?: string) {
  await ageCodes(t, phone);
  const res = await t.call({ method: 'POST', url: '/api/user/create_code', cookie, remoteAddress: newIp(), ...form({ phone, purpose }) });
  if (res.statusCode !== 200) throw new Error(`create_code ${res.statusCode} ${res.body}`);
  return lastCode(t, phone);
}

/** A multipart body with one file, as a browser's FormData sends it. */
export function multipart(data: Buffer, filename: string, contentType = 'application/octet-stream') {
  const boundary = `----yaocai${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, data, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function upload(t: TestApp, cookie: string, data: Buffer = PNG, filename = 'licence.png', contentType = 'image/png') {
  return t.call({ method: 'POST', url: '/api/uploads', cookie, ...multipart(data, filename, contentType) });
}

export async function uploadId(t: TestApp, cookie: string, data: Buffer = PNG): Promise<string> {
  const res = await upload(t, cookie, data);
  if (res.statusCode !== 200) throw new Error(`upload ${res.statusCode} ${res.body}`);
  return res.json().data.id;
}

const NUMBERS: Record<string, (i: number) => string> = {
  business_licence: (i) => `91420100MA4K${String(500000 + i).padStart(6, '0')}`,
  drug_licence: (i) => `鄂AA027${String(500000 + i).padStart(6, '0')}`,
  medical_licence: (i) => `PDY${String(500000 + i).padStart(6, '0')}-420102`,
  purchase_authorization: (i) => `WTS2026${String(500000 + i).padStart(6, '0')}`,
  purchaser_id: (i) => demoResidentId(500 + i),
};

/** The China day `n` days from today. */
export const inDays = (n: number) => addChinaDays(chinaToday(), n);

/** Valid certificate inputs for a company type, each with a fresh upload of the member's. */
export async function certificatesFor(t: TestApp, cookie: string, companyType: string, expiresInDays = 365) {
  const out = [];
  for (const [i, kind] of requiredCertificates(companyType).entries()) {
    out.push({ kind, number: NUMBERS[kind](seq * 10 + i), expires_on: inDays(expiresInDays), upload_id: await uploadId(t, cookie) });
  }
  return out;
}

export function step1Body(phone: string, code: string, extra: Record<string, unknown> = {}) {
  return {
    phone,
    code,
    password: 'Yaocai#2026ab',
    password_confirmation: 'Yaocai#2026ab',
    company: '测试大药房',
    company_type: '单体药店',
    contact_name: '王测试',
    province: '湖北省',
    city: '武汉市',
    district: '江汉区',
    address: '解放大道 100 号',
    ...extra,
  };
}

/** Registers a company through steps 1 and 2; answers its session cookie, id and phone. */
export async function registerMember(t: TestApp, opts: { companyType?: string; submit?: boolean; extra?: Record<string, unknown> } = {}) {
  const phone = newPhone();
  const code = await sendCode(t, phone, 'register');
  const companyType = opts.companyType ?? '单体药店';
  const res = await t.call({
    method: 'POST',
    url: '/api/register/step1',
    ...form(step1Body(phone, code, { company_type: companyType, ...opts.extra })),
  });
  if (res.statusCode !== 200) throw new Error(`step1 ${res.statusCode} ${res.body}`);
  const cookie = cookieOf(res);
  const id: number = res.json().data.id;
  if (opts.submit !== false) {
    const certs = await certificatesFor(t, cookie, companyType);
    const s2 = await t.call({ method: 'POST', url: '/api/register/step2', cookie, ...form({ certificates: certs }) });
    if (s2.statusCode !== 200) throw new Error(`step2 ${s2.statusCode} ${s2.body}`);
  }
  return { cookie, id, phone, password: 'Yaocai#2026ab' };
}

export async function approve(t: TestApp, memberId: number, scopes = ['chemical', 'tcm_patent'], rep = 2) {
  const admin = await t.operatorLogin();
  const res = await t.call({
    method: 'POST',
    url: `/admin/api/members/${memberId}/approve`,
    cookie: admin,
    ...form({ scopes, service_rep_id: rep }),
  });
  if (res.statusCode !== 200) throw new Error(`approve ${res.statusCode} ${res.body}`);
}
