import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { FieldIssue, SendMessageRequest } from '@site/contracts';
import type { ApiConfig } from '../config/load-config.js';
import type { DatabaseSchema } from '../db/database-schema.js';
import { lockForUpdate, type Database } from '../db/open-database.js';
import { ApiError, badRequest } from '../http/envelope.js';
import { maskPhone } from '../http/mask.js';
import { durations, findSendLimitBreach } from './send-limits.js';
import type { SmsOutcome, SmsOutcomeListener, SmsRefusalReason } from './sms-outcome.js';
import type { SmsProvider } from './sms-provider.js';
import { generateVerificationCode, hashVerificationCode, verificationCodeMatches } from './verification-code.js';

/** One lock for everything that reads then writes SMS counters or codes. */
export const smsLockId = 7_301_001;

export type CodeCheck = 'ok' | 'wrong' | 'locked';

export class SmsService {
  constructor(
    private readonly database: Database,
    private readonly config: Pick<ApiConfig, 'smsAllowlist' | 'smsLimits'>,
    private readonly provider: SmsProvider,
    private readonly now: () => number,
    private readonly log: FastifyBaseLogger,
    /** Hears every send and refusal (the host's metrics); never a number or an address. */
    private readonly onOutcome?: SmsOutcomeListener,
  ) {}

  /** Tells the listener that a request for a code was refused, and gives back the error to throw. */
  refused(reason: SmsRefusalReason, error: ApiError): ApiError {
    this.tell({ result: 'refused', reason });
    return error;
  }

  private tell(outcome: SmsOutcome): void {
    try {
      this.onOutcome?.(outcome);
    } catch (err) {
      this.log.warn({ err }, 'an SMS outcome listener failed');
    }
  }

  /** Where a number may receive SMS: an allowlisted country whose dial code starts the number. */
  destinationIssue(request: SendMessageRequest): FieldIssue | undefined {
    const dial = this.config.smsAllowlist.get(request.countryCode);
    if (dial === undefined) return { field: 'countryCode', key: 'country.invalid' };
    if (!request.phoneNumber.startsWith(dial) || request.phoneNumber.length - dial.length < 4) {
      return { field: 'phoneNumber', key: 'phone.invalid' };
    }
    return undefined;
  }

  async sendCode(request: SendMessageRequest, ip: string): Promise<void> {
    const issue = this.destinationIssue(request);
    if (issue) throw this.refused(issue.field === 'countryCode' ? 'country-not-allowed' : 'invalid-phone', badRequest([issue]));
    const code = generateVerificationCode();
    const now = this.now();
    await this.database.db.transaction().execute(async (trx) => {
      await lockForUpdate(trx, this.database.engine, smsLockId);
      const breach = await findSendLimitBreach(trx, this.config.smsLimits, request.phoneNumber, ip, now);
      if (breach) throw this.refused(breach.reason, breach.error);
      // Counted before the provider call: a failing provider must not become a free retry loop.
      await trx.insertInto('sms_send').values({ phone_number: request.phoneNumber, client_ip: ip, sent_at: now }).execute();
      // One live code per phone: replacing the row voids the previous code; wrong tries start again.
      await trx.deleteFrom('sms_code').where('phone_number', '=', request.phoneNumber).execute();
      await trx
        .insertInto('sms_code')
        .values({
          phone_number: request.phoneNumber,
          code_hash: hashVerificationCode(request.phoneNumber, code),
          created_at: now,
          expires_at: now + this.config.smsLimits.codeTtlSeconds * 1000,
          wrong_attempts: 0,
        })
        .execute();
    });
    const dial = this.config.smsAllowlist.get(request.countryCode)!;
    try {
      await this.provider.send({
        phoneNumber: request.phoneNumber,
        countryCode: request.countryCode,
        localNumber: request.phoneNumber.slice(dial.length),
        code,
      });
    } catch (error) {
      this.log.error({ err: error, phone: maskPhone(request.phoneNumber), provider: this.provider.name }, 'sms send failed');
      await this.database.db.deleteFrom('sms_code').where('phone_number', '=', request.phoneNumber).execute();
      throw this.refused('provider-failed', new ApiError(502, 'SMS.SEND_FAILED', 'The verification code could not be sent, try again later'));
    }
    this.log.info({ phone: maskPhone(request.phoneNumber), provider: this.provider.name }, 'sms code sent');
    this.tell({ result: 'sent' });
  }

  /**
   * Checks and, when right, consumes the code, inside the caller's transaction
   * (which must hold the SMS lock). A wrong or missing code counts as a failure.
   */
  async checkCode(trx: Kysely<DatabaseSchema>, phoneNumber: string, code: string): Promise<CodeCheck> {
    const now = this.now();
    const limits = this.config.smsLimits;
    const failures = await trx
      .selectFrom('sms_failed_check')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('phone_number', '=', phoneNumber)
      .where('failed_at', '>', now - durations.day)
      .executeTakeFirstOrThrow();
    if (Number(failures.count) >= limits.phoneDailyFailedChecks) return 'locked';

    const stored = await trx.selectFrom('sms_code').selectAll().where('phone_number', '=', phoneNumber).executeTakeFirst();
    const usable = stored && stored.expires_at > now && stored.wrong_attempts < limits.maxWrongCodes;
    if (usable && verificationCodeMatches(stored.code_hash, phoneNumber, code)) {
      await trx.deleteFrom('sms_code').where('phone_number', '=', phoneNumber).execute();
      return 'ok';
    }
    await trx.insertInto('sms_failed_check').values({ phone_number: phoneNumber, failed_at: now }).execute();
    if (stored) {
      const attempts = stored.wrong_attempts + 1;
      if (attempts >= limits.maxWrongCodes || stored.expires_at <= now) {
        await trx.deleteFrom('sms_code').where('phone_number', '=', phoneNumber).execute();
      } else {
        await trx.updateTable('sms_code').set({ wrong_attempts: attempts }).where('phone_number', '=', phoneNumber).execute();
      }
    }
    return 'wrong';
  }
}
