import { readModel } from '../../db/read-model.js';
import { members } from './accounts.tables.js';

// What other modules may read of accounts: typed read models (joinable subqueries of the published columns) and
// functions. Their tables may only name accounts' tables to declare a foreign key.

/** A member's company address as given at registration (addresses adopts it as the first delivery address). */
export const memberRegisteredAddress = readModel
  .select({
    id: members.id,
    contactName: members.contactName,
    phone: members.phone,
    province: members.province,
    city: members.city,
    district: members.district,
    address: members.address,
  })
  .from(members)
  .as('member_registered_address');
