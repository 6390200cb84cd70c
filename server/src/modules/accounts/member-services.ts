import type { Database } from '../../db/client.js';
import type { RateLimiter } from '../../core/rate-limit/rate-limiter.js';
import { AddressesRepository } from '../addresses/addresses.repository.js';
import { AddressesService } from '../addresses/addresses.service.js';
import { AdminRepository } from '../admin/admin.repository.js';
import { AdminService } from '../admin/admin.service.js';
import { ReviewRepository } from '../admin/review.repository.js';
import { MessagesRepository } from '../messages/messages.repository.js';
import { MessagesService } from '../messages/messages.service.js';
import { SmsRepository } from '../sms/sms.repository.js';
import { OutboxSmsSender, type SmsLog, type SmsSender } from '../sms/sms.sender.js';
import { SmsService } from '../sms/sms.service.js';
import { UploadsRepository } from '../uploads/uploads.repository.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { AccountsRepository } from './accounts.repository.js';
import type { AccountsService } from './accounts.service.js';
import { AgreementsRepository } from './agreements.repository.js';
import { AgreementsService } from './agreements.service.js';
import { CertificatesRepository } from './certificates.repository.js';
import { CertificatesService } from './certificates.service.js';
import { ProfileService } from './profile.service.js';
import { RegistrationService } from './registration.service.js';
import { StoresRepository } from './stores.repository.js';
import { StoresService } from './stores.service.js';
import { SandboxWechatProvider, type WechatProvider } from './wechat.provider.js';
import { REPO_ROOT } from '../../config.js';
import path from 'node:path';

export interface MemberServiceOptions {
  /** Where uploaded certificates are kept (config UPLOAD_DIR). */
  uploadDir?: string;
  log?: SmsLog;
  /** Write SMS texts (codes) to the log: never in production. */
  logSmsContent?: boolean;
  /** Adapters: a real SMS gateway and WeChat OAuth replace the built-in ones here. */
  smsSender?: SmsSender;
  wechat?: WechatProvider;
  clock?: () => Date;
}

const silent: SmsLog = { info() {} };

/** The member side of the platform (issue 4): registration, certificates, account centre, review console. */
export function createMemberServices(database: Database, limiter: RateLimiter, opts: MemberServiceOptions) {
  const repo = new AccountsRepository(database);
  const clock = opts.clock ?? (() => new Date());
  const smsRepo = new SmsRepository(database);
  const sms = new SmsService({ repo: smsRepo, limiter, sender: opts.smsSender ?? new OutboxSmsSender(smsRepo, opts.log ?? silent, opts.logSmsContent ?? false), clock });
  const uploads = new UploadsService(new UploadsRepository(database), limiter, opts.uploadDir ?? path.join(REPO_ROOT, 'data', 'uploads'));
  const certificateRows = new CertificatesRepository(database);
  const certificates = new CertificatesService(certificateRows, uploads, clock);
  const messages = new MessagesService(new MessagesRepository(database));
  const wechat = opts.wechat ?? new SandboxWechatProvider();
  const registration = new RegistrationService({ repo, sms, certificates, wechat, limiter });
  const addresses = new AddressesService(new AddressesRepository(database));
  const agreements = new AgreementsService(new AgreementsRepository(database), repo);
  const admin = new AdminService({ repo: new AdminRepository(database), review: new ReviewRepository(database), accounts: repo, certificates, certificateRows, limiter });
  return {
    accountsDeps: { sms, certificates, messages, wechat },
    services(accounts: () => AccountsService) {
      const stores = new StoresService(new StoresRepository(database), accounts);
      const profile = new ProfileService({ repo, sms, certificates, wechat, stores });
      return { sms, uploads, certificates, messages, registration, addresses, agreements, admin, stores, profile };
    },
  };
}
