import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';

export interface Buyer {
  memberId: number;
  cookie: string;
  addressId: number;
}

/**
 * `n` approved buyers cloned from the demo member (business scopes, certificates, signed contract), each with a default
 * address and a signed-in session stored the way the session plugin stores it (SHA-256 of the cookie token). For
 * load and reliability tests, where logging in n times through scrypt would only measure password hashing.
 * A handful of set-based statements, whatever `n`.
 */
export async function createBuyers(database: Database, n: number, prefix = 'buyer'): Promise<Buyer[]> {
  const tag = `${prefix}_${crypto.randomBytes(3).toString('hex')}_`;
  const members = await database.rows<{ id: number; phone: string }>(sql`
    insert into members (username, password_hash, company, company_type, contact_name, phone, province, city, district, address,
                         review_status, contract_version, contract_signed_at, submitted_at, reviewed_at, kx_authorized)
    select ${tag} || i, d.password_hash, d.company || ' ' || i, d.company_type, d.contact_name,
           '139' || lpad((${crypto.randomInt(0, 90_000_000)} + i)::text, 8, '0'), d.province, d.city, d.district, d.address,
           d.review_status, d.contract_version, d.contract_signed_at, d.submitted_at, d.reviewed_at, d.kx_authorized
    from members d cross join generate_series(1, ${n}) i where d.username = 'demo'
    returning id, phone`);
  const ids = members.map((m) => m.id);
  await database.rows(sql`
    insert into member_scopes (member_id, scope_code)
    select m.id, s.scope_code from members m join member_scopes s on s.member_id = (select id from members where username = 'demo') where m.id in ${ids}`);
  await database.rows(sql`
    insert into member_certificates (member_id, kind, number, expires_on, upload_id, status, review_reason, reviewed_at)
    select m.id, c.kind, c.number, c.expires_on, c.upload_id, c.status, c.review_reason, c.reviewed_at
    from members m join member_certificates c on c.member_id = (select id from members where username = 'demo') where m.id in ${ids}`);
  const addresses = await database.rows<{ id: number; member_id: number }>(sql`
    insert into member_addresses (member_id, consignee, phone, province, city, district, address, is_default)
    select id, '采购员', phone, '湖北省', '武汉市', '江汉区', '解放大道100号', true from members where id in ${ids}
    returning id, member_id`);
  const addressOf = new Map(addresses.map((a) => [a.member_id, a.id]));
  const tokens = members.map(() => crypto.randomBytes(24).toString('base64url'));
  const hashed = tokens.map((t) => crypto.createHash('sha256').update(t).digest('base64url'));
  await database.rows(sql`
    insert into sessions (id, member_id, expires_at)
    values ${sql.join(
      members.map((m, i) => sql`(${hashed[i]}, ${m.id}, now() + interval '1 day')`),
      sql`, `,
    )}`);
  return members.map((m, i) => ({ memberId: m.id, cookie: `yc_sid=${tokens[i]}`, addressId: addressOf.get(m.id)! }));
}
