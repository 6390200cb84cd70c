import type { SmsRepository } from './sms.repository.js';

export interface SmsMessage {
  phone: string;
  purpose: string;
  content: string;
}

/** Where codes leave the system. A real gateway is a later adapter with the same one method. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export interface SmsLog {
  info(obj: object, msg: string): void;
}

/**
 * The built-in sender: writes the text to sms_outbox and the log. Outside production the log line carries the
 * text (the code) so a developer can register without a gateway; in production only the masked number is logged.
 */
export class OutboxSmsSender implements SmsSender {
  constructor(
    private readonly repo: SmsRepository,
    private readonly log: SmsLog,
    private readonly logContent: boolean,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await this.repo.insertOutbox(message);
    const phone = `${message.phone.slice(0, 3)}****${message.phone.slice(7)}`;
    this.log.info(
      this.logContent ? { phone, purpose: message.purpose, content: message.content } : { phone, purpose: message.purpose },
      'sms outbox',
    );
  }
}
