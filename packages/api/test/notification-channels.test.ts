import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { enquiry, phone, saveEnquiry, sendCode, startTestApp, type TestApp } from './helpers.js';

/** The configured channels (webhook and SMTP e-mail) against real local servers. */
describe('enquiry notification channels', () => {
  let testApp: TestApp | undefined;
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await testApp?.close();
    for (const close of closers.splice(0)) await close();
  });

  it('posts the enquiry to the webhook and e-mails the sales team after the save committed', async () => {
    const hooks: unknown[] = [];
    let failures = 1;
    const webhook = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        // The first delivery fails: the notifier must retry.
        if (failures-- > 0) return response.writeHead(503).end();
        hooks.push(JSON.parse(body));
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => webhook.close(() => resolve())));

    const mails: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          mails.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => smtp.close(() => resolve())));

    testApp = await startTestApp({
      env: {
        NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hooks/enquiry`,
        NOTIFY_SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}?ignoreTLS=true`,
        NOTIFY_EMAIL_FROM: 'site@robotics.example',
        NOTIFY_EMAIL_TO: 'sales@robotics.example',
      },
      retryDelaysMs: [50, 50],
    });
    const { app, sms } = testApp;
    const number = phone(901);
    expect((await sendCode(app, number)).statusCode).toBe(200);
    const saved = await saveEnquiry(app, enquiry(number, sms.codeFor(number), { name: 'Lin Yue', city: 'Suzhou' }));
    expect(saved.json()).toMatchObject({ code: 'SYS.0000' });

    await expect.poll(() => hooks.length, { timeout: 5000 }).toBe(1);
    expect(hooks[0]).toMatchObject({ event: 'enquiry.created', enquiry: { name: 'Lin Yue', city: 'Suzhou', phoneNumber: number } });
    await expect.poll(() => mails.length, { timeout: 5000 }).toBe(1);
    expect(mails[0]).toContain('To: sales@robotics.example');
    expect(mails[0]).toContain('Subject: New enquiry from Lin Yue (Suzhou)');
  });
});
