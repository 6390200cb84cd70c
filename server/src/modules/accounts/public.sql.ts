import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { memberCertificates } from './certificates.tables.js';

// The SQL pieces accounts publishes (public.ts): correlated subqueries keyed by a member id of the embedding statement.

/** The number of the member's latest 营业执照 (its 统一社会信用代码), or null. */
export const businessLicenceNoOf = (memberId: SQLWrapper): SQL<string | null> =>
  sql<string | null>`(select ${memberCertificates.number} from ${memberCertificates}
      where ${memberCertificates.memberId} = ${memberId} and ${memberCertificates.kind} = 'business_licence'
      order by ${memberCertificates.id} desc limit 1)`;
