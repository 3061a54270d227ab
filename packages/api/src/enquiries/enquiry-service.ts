import type { FastifyBaseLogger } from 'fastify';
import type { SaveEnquiryRequest } from '@site/contracts';
import type { ApiConfig } from '../config/load-config.js';
import { lockForUpdate, type Database } from '../db/open-database.js';
import { ApiError, badRequest, tooManyRequests } from '../http/envelope.js';
import { maskPhone } from '../http/mask.js';
import { smsLockId, type SmsService } from '../sms/sms-service.js';
import { insertEnquiry } from './enquiry-repository.js';
import type { EnquiryNotifier } from './enquiry-notifier.js';

export class EnquiryService {
  constructor(
    private readonly database: Database,
    private readonly config: Pick<ApiConfig, 'privacyPolicyVersion' | 'smsAllowlist'>,
    private readonly sms: SmsService,
    private readonly notifier: EnquiryNotifier,
    private readonly now: () => number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Resolves only after the enquiry's transaction has committed. */
  /** `sourcePath`: the page the form was sent from (its Referer's path on this site), '' when unknown. */
  async save(request: SaveEnquiryRequest, ip: string, sourcePath = ''): Promise<number> {
    const destination = this.sms.destinationIssue(request);
    if (destination) throw badRequest([destination]);
    const outcome = await this.database.db.transaction().execute(async (trx) => {
      await lockForUpdate(trx, this.database.engine, smsLockId);
      const check = await this.sms.checkCode(trx, request.phoneNumber, request.msgCode);
      // Failures are committed too: they count toward the lock-out.
      if (check !== 'ok') return check;
      const receivedAt = this.now();
      return insertEnquiry(trx, {
        received_at: receivedAt,
        name: request.name,
        email: request.email,
        company: request.company,
        city: request.city,
        country_code: request.countryCode,
        phone_number: request.phoneNumber,
        remark: request.remark,
        language: request.language,
        client_ip: ip,
        // Submitting requires ticking the privacy box, so consent is given now.
        consent_at: receivedAt,
        privacy_policy_version: this.config.privacyPolicyVersion,
        // The box links to the privacy policy in the form's language.
        policy_language: request.language,
        source_path: sourcePath.slice(0, 300),
        notified_at: null,
        owner: null,
        read_at: null,
      });
    });
    if (outcome === 'locked') {
      throw tooManyRequests('SMS.CHECKS_LOCKED', 'msgCode: too many wrong codes for this number, try again tomorrow', 24 * 3600);
    }
    if (outcome === 'wrong') {
      throw new ApiError(400, 'SMS.CODE_INVALID', 'msgCode: The verification code is wrong or has expired');
    }
    this.log.info({ enquiryId: outcome, phone: maskPhone(request.phoneNumber) }, 'enquiry stored');
    this.notifier.notify(outcome);
    return outcome;
  }
}
