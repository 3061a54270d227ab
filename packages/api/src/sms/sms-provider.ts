export interface SmsMessage {
  /** Dial code + local number, e.g. 8613800138000. */
  phoneNumber: string;
  countryCode: string;
  /** Local number without the dial code, e.g. 13800138000. */
  localNumber: string;
  code: string;
}

/** One interface for every way of delivering a verification code. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}
