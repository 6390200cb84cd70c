import { sql } from 'drizzle-orm';

/**
 * The company address given at registration becomes the first delivery address (default) once the member is approved,
 * so a new buyer does not type it again at checkout. Only when the member has no address yet.
 */
export function registeredAddressAsDefault(memberId: number | number[]) {
  const ids = Array.isArray(memberId) ? memberId : [memberId];
  return sql`
    insert into member_addresses (member_id, consignee, phone, province, city, district, address, is_default)
    select m.id, m.contact_name, m.phone, m.province, m.city, m.district, m.address, true
    from members m
    where m.id in ${ids} and m.address <> '' and m.contact_name <> ''
      and not exists (select 1 from member_addresses a where a.member_id = m.id)`;
}
