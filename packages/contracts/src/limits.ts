export const enquiryLimits = {
  nameMaxLength: 50,
  emailMaxLength: 254,
  companyMaxLength: 100,
  cityMaxLength: 100,
  remarkMaxLength: 2000,
  msgCodeLength: 6,
  /** E.164: at most 15 digits including the dial code. */
  phoneMaxDigits: 15,
} as const;

export const defaultCountryValue = 'CN+86';
