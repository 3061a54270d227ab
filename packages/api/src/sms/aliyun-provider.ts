import { randomUUID } from 'node:crypto';
import { canonicalQuery, percentEncode, rpcSignature } from './aliyun-signature.js';
import type { SmsMessage, SmsProvider } from './sms-provider.js';

export interface AliyunSmsSettings {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  endpoint: string;
}

type Fetch = typeof fetch;

/** Alibaba Cloud SMS (dysmsapi, API version 2017-05-25), signed GET request. */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';

  constructor(
    private readonly settings: AliyunSmsSettings,
    private readonly fetchImpl: Fetch = fetch,
    private readonly now: () => number = Date.now,
    private readonly nonce: () => string = randomUUID,
  ) {}

  /** The signed URL; separate so the signing can be checked without a network call. */
  signedUrl(message: SmsMessage): string {
    const params: Record<string, string> = {
      AccessKeyId: this.settings.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      // Mainland numbers go without the dial code; others with it, as the API expects.
      PhoneNumbers: message.countryCode === 'CN' ? message.localNumber : message.phoneNumber,
      RegionId: 'cn-hangzhou',
      SignName: this.settings.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: this.nonce(),
      SignatureVersion: '1.0',
      TemplateCode: this.settings.templateCode,
      TemplateParam: JSON.stringify({ code: message.code }),
      Timestamp: new Date(this.now()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    const signature = rpcSignature(params, this.settings.accessKeySecret, 'GET');
    return `${this.settings.endpoint}?Signature=${percentEncode(signature)}&${canonicalQuery(params)}`;
  }

  async send(message: SmsMessage): Promise<void> {
    const response = await this.fetchImpl(this.signedUrl(message), { signal: AbortSignal.timeout(8000) });
    const body = (await response.json().catch(() => ({}))) as { Code?: string; Message?: string };
    if (!response.ok || body.Code !== 'OK') {
      throw new Error(`Aliyun SMS refused the message: ${body.Code ?? response.status} ${body.Message ?? ''}`.trim());
    }
  }
}
