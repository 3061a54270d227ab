// The first lines of `npm start`: without a real SMS provider, say loudly that verification codes
// are not sent (the API's rule, packages/api/src/config/load-config.ts: outbox unless production).
const provider = process.env.SMS_PROVIDER ?? (process.env.NODE_ENV === 'production' ? 'aliyun' : 'outbox');
if (provider === 'outbox') {
  const lines = [
    'SMS CODES ARE NOT SENT: they go to the development outbox.',
    'Read them at GET /api/dev/sms-outbox?phoneNumber=<digits> (from this machine only).',
    'Set SMS_PROVIDER=aliyun and its ALIYUN_SMS_* settings to send real messages.',
  ];
  const width = Math.max(...lines.map((line) => line.length)) + 4;
  const rule = '!'.repeat(width);
  console.warn([rule, ...lines.map((line) => `! ${line.padEnd(width - 4)} !`), rule].join('\n'));
}
