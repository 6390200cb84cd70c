import { getTableColumns } from 'drizzle-orm';
import { readModel } from '../../db/read-model.js';
import { members, serviceReps } from './accounts.tables.js';
import { memberCertificates } from './certificates.tables.js';

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

/** The member as other modules name, contact and filter it: company, login, phone, contact, review state. */
export const memberReference = readModel
  .select({
    id: members.id,
    username: members.username,
    company: members.company,
    phone: members.phone,
    contactName: members.contactName,
    reviewStatus: members.reviewStatus,
  })
  .from(members)
  .as('member_reference');

/** The member's qualification certificates: kind, number, expiry and review state. */
export const memberCertificateFacts = readModel
  .select({
    id: memberCertificates.id,
    memberId: memberCertificates.memberId,
    kind: memberCertificates.kind,
    number: memberCertificates.number,
    expiresOn: memberCertificates.expiresOn,
    status: memberCertificates.status,
  })
  .from(memberCertificates)
  .as('member_certificate_facts');

/** The dedicated customer-service representatives assigned at review. */
export const serviceRepRecords = readModel.select(getTableColumns(serviceReps)).from(serviceReps).as('service_rep_records');

export { businessLicenceNoOf } from './public.sql.js';
export { kxApplicationById, kxApplicationPage, lockMember, memberByUsername, memberPage } from './member-directory.repository.js';
