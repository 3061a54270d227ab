import { describe, expect, it } from 'vitest';
import { AliyunSmsProvider } from './aliyun-provider.js';
import { percentEncode, rpcSignature, stringToSign } from './aliyun-signature.js';

// The signing example of Alibaba Cloud's SMS API documentation (SendSms, signature version 1.0).
const documentedParams = {
  AccessKeyId: 'testId',
  Action: 'SendSms',
  Format: 'XML',
  OutId: '123',
  PhoneNumbers: '15300000001',
  RegionId: 'cn-hangzhou',
  SignName: '阿里云短信测试专用',
  SignatureMethod: 'HMAC-SHA1',
  SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
  SignatureVersion: '1.0',
  TemplateCode: 'SMS_71390007',
  TemplateParam: '{"customer":"test"}',
  Timestamp: '2017-07-12T02:42:19Z',
  Version: '2017-05-25',
};

describe('Alibaba Cloud RPC signing', () => {
  it('reproduces the documented SendSms string to sign and signature', () => {
    expect(stringToSign('GET', documentedParams)).toBe(
      'GET&%2F&AccessKeyId%3DtestId%26Action%3DSendSms%26Format%3DXML%26OutId%3D123%26PhoneNumbers%3D15300000001%26RegionId%3Dcn-hangzhou%26SignName%3D%25E9%2598%25BF%25E9%2587%258C%25E4%25BA%2591%25E7%259F%25AD%25E4%25BF%25A1%25E6%25B5%258B%25E8%25AF%2595%25E4%25B8%2593%25E7%2594%25A8%26SignatureMethod%3DHMAC-SHA1%26SignatureNonce%3D45e25e9b-0a6f-4070-8c85-2956eda1b466%26SignatureVersion%3D1.0%26TemplateCode%3DSMS_71390007%26TemplateParam%3D%257B%2522customer%2522%253A%2522test%2522%257D%26Timestamp%3D2017-07-12T02%253A42%253A19Z%26Version%3D2017-05-25',
    );
    expect(rpcSignature(documentedParams, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('reproduces the documented DescribeRegions signature', () => {
    const params = {
      Format: 'XML',
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Version: '2014-05-26',
      Timestamp: '2016-02-23T12:46:24Z',
    };
    expect(rpcSignature(params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  it('percent-encodes as the API requires', () => {
    expect(percentEncode("a b*~'")).toBe('a%20b%2A~%27');
  });

  it('builds a signed request without calling the network, and reads the answer', async () => {
    const calls: string[] = [];
    const provider = new AliyunSmsProvider(
      { accessKeyId: 'testId', accessKeySecret: 'testSecret', signName: 'Sign', templateCode: 'SMS_1', endpoint: 'https://sms.invalid/' },
      async (url) => {
        calls.push(String(url));
        return new Response(JSON.stringify({ Code: calls.length === 1 ? 'OK' : 'isv.BUSINESS_LIMIT_CONTROL' }));
      },
      () => Date.UTC(2025, 0, 2, 3, 4, 5),
      () => 'nonce-1',
    );
    const message = { phoneNumber: '8613800138000', countryCode: 'CN', localNumber: '13800138000', code: '123456' };
    await provider.send(message);
    const url = new URL(calls[0]!);
    expect(url.searchParams.get('PhoneNumbers')).toBe('13800138000');
    expect(url.searchParams.get('TemplateParam')).toBe('{"code":"123456"}');
    expect(url.searchParams.get('Timestamp')).toBe('2025-01-02T03:04:05Z');
    const params = Object.fromEntries([...url.searchParams].filter(([key]) => key !== 'Signature'));
    expect(url.searchParams.get('Signature')).toBe(rpcSignature(params, 'testSecret'));
    await expect(provider.send(message)).rejects.toThrow(/BUSINESS_LIMIT_CONTROL/);
  });
});
