import type { Locale } from '@site/federation';

/** Stable message keys returned by every validator; the UI and the API translate them. */
export const messageKeys = [
  'name.required',
  'name.length',
  'email.required',
  'email.invalid',
  'phone.required',
  'phone.invalid',
  'country.invalid',
  'city.required',
  'city.length',
  'msgCode.required',
  'msgCode.invalid',
  'msgCode.wrong',
  'remark.required',
  'remark.length',
  'company.length',
  'accept.required',
  'language.invalid',
  'field.type',
  'field.unknown',
  'body.invalid',
] as const;

export type MessageKey = (typeof messageKeys)[number];

const en: Record<MessageKey, string> = {
  'name.required': 'Please enter your name',
  'name.length': 'Length should be between 1 and 50 characters',
  'email.required': 'Please enter your email address',
  'email.invalid': 'Please enter a valid email address',
  'phone.required': 'Please enter your phone number',
  'phone.invalid': 'Please enter a valid phone number',
  'country.invalid': 'Please choose a valid country or region',
  'city.required': 'Please enter your city',
  'city.length': 'The city must be at most 100 characters',
  'msgCode.required': 'Please enter the verification code',
  'msgCode.invalid': 'The verification code has 6 digits',
  'msgCode.wrong': 'The verification code is wrong or has expired',
  'remark.required': 'Please enter cooperation details',
  'remark.length': 'Cooperation details must be at most 2000 characters',
  'company.length': 'The company name must be at most 100 characters',
  'accept.required': 'Please agree to our Terms and Privacy Policy',
  'language.invalid': 'The language must be zh or en',
  'field.type': 'This value must be text',
  'field.unknown': 'This field is not accepted',
  'body.invalid': 'The request body must be a JSON object',
};

const zh: Record<MessageKey, string> = {
  'name.required': '请输入您的姓名',
  'name.length': '长度应在 1 到 50 个字符之间',
  'email.required': '请输入您的邮箱地址',
  'email.invalid': '请输入有效的邮箱地址',
  'phone.required': '请输入您的手机号码',
  'phone.invalid': '请输入有效的手机号码',
  'country.invalid': '请选择有效的国家或地区',
  'city.required': '请输入您所在的城市',
  'city.length': '城市名称最多 100 个字符',
  'msgCode.required': '请输入验证码',
  'msgCode.invalid': '验证码为 6 位数字',
  'msgCode.wrong': '验证码错误或已过期',
  'remark.required': '请输入合作详情',
  'remark.length': '合作详情最多 2000 个字符',
  'company.length': '公司名称最多 100 个字符',
  'accept.required': '请同意我们的条款和隐私政策',
  'language.invalid': '语言只能是 zh 或 en',
  'field.type': '该值必须是文本',
  'field.unknown': '不接受该字段',
  'body.invalid': '请求体必须是 JSON 对象',
};

export const validationMessages: Record<Locale, Record<MessageKey, string>> = { en, zh };

export function messageFor(key: MessageKey, language: Locale = 'zh'): string {
  return validationMessages[language][key];
}
