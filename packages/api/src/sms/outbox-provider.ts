import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema.js';
import type { SmsMessage, SmsProvider } from './sms-provider.js';

export interface OutboxItem {
  phoneNumber: string;
  code: string;
  /** ISO 8601. */
  sentAt: string;
}

/** Development provider: records every SMS instead of sending it. Refused in production. */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly now: () => number,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await this.db
      .insertInto('sms_outbox')
      .values({ phone_number: message.phoneNumber, code: message.code, sent_at: this.now() })
      .execute();
  }

  /** Newest first; all numbers when `phoneNumber` is not given. */
  async list(phoneNumber?: string, limit = 100): Promise<OutboxItem[]> {
    let query = this.db.selectFrom('sms_outbox').select(['phone_number', 'code', 'sent_at']);
    if (phoneNumber !== undefined) query = query.where('phone_number', '=', phoneNumber);
    const rows = await query.orderBy('sent_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    return rows.map((row) => ({
      phoneNumber: row.phone_number,
      code: row.code,
      sentAt: new Date(row.sent_at).toISOString(),
    }));
  }
}
