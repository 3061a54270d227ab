import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { ApiConfig } from '../config/load-config.js';
import type { DatabaseSchema } from '../db/database-schema.js';
import { findEnquiry, listUnnotifiedEnquiryIds, markEnquiryNotified, type EnquiryRow } from './enquiry-repository.js';

/** Sends one enquiry one way; `channelName` (`webhook`, `email`) names its attempts on the lead desk. */
export type EnquiryChannel = ((enquiry: EnquiryRow) => Promise<void>) & { channelName?: string };

const named = (channelName: string, send: (enquiry: EnquiryRow) => Promise<void>): EnquiryChannel => Object.assign(send, { channelName });

export function webhookChannel(url: string, fetchImpl: typeof fetch = fetch): EnquiryChannel {
  return named('webhook', async (enquiry) => {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'enquiry.created', enquiry: publicFields(enquiry) }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Webhook answered HTTP ${response.status}`);
  });
}

export function emailChannel(smtpUrl: string, from: string, to: string): EnquiryChannel {
  const transport = nodemailer.createTransport(smtpUrl);
  return named('email', async (enquiry) => {
    await transport.sendMail({
      from,
      to,
      subject: `New enquiry from ${enquiry.name} (${enquiry.city})`,
      text: Object.entries(publicFields(enquiry))
        .map(([key, value]) => `${key}: ${value}`)
        .join('\n'),
    });
  });
}

function publicFields(enquiry: EnquiryRow) {
  return {
    id: enquiry.id,
    receivedAt: new Date(enquiry.received_at).toISOString(),
    name: enquiry.name,
    email: enquiry.email,
    company: enquiry.company,
    city: enquiry.city,
    countryCode: enquiry.country_code,
    phoneNumber: enquiry.phone_number,
    language: enquiry.language,
    remark: enquiry.remark,
  };
}

export function channelsFromConfig(notify: ApiConfig['notify']): EnquiryChannel[] {
  const channels: EnquiryChannel[] = [];
  if (notify.webhookUrl) channels.push(webhookChannel(notify.webhookUrl));
  if (notify.smtpUrl && notify.emailTo) {
    channels.push(emailChannel(notify.smtpUrl, notify.emailFrom ?? notify.emailTo, notify.emailTo));
  }
  return channels;
}

/**
 * Tells the sales team about new enquiries after they are committed. Runs in
 * the background, never in the visitor's request; failures are retried with
 * backoff, and enquiries still unnotified at start-up are picked up again.
 */
export class EnquiryNotifier {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly channels: EnquiryChannel[],
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number,
    private readonly retryDelaysMs: number[] = [5_000, 30_000, 120_000, 600_000],
  ) {}

  get enabled(): boolean {
    return this.channels.length > 0;
  }

  notify(enquiryId: number, attempt = 0): void {
    if (!this.enabled || this.closed) return;
    const run = this.deliver(enquiryId, attempt).finally(() => this.running.delete(run));
    this.running.add(run);
  }

  async resumePending(): Promise<void> {
    if (!this.enabled) return;
    const ids = await listUnnotifiedEnquiryIds(this.db, this.now() - 7 * 24 * 3600_000);
    for (const id of ids) this.notify(id);
  }

  /** Waits for deliveries in flight (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await this.idle();
  }

  /** Sends now whatever has not gone out yet (the lead desk's "retry now"); resolves once tried. */
  async retryNow(enquiryId: number): Promise<void> {
    if (!this.enabled || this.closed) return;
    await this.deliver(enquiryId, this.retryDelaysMs.length);
  }

  /**
   * Each channel that has not sent it yet, each attempt recorded (the lead desk shows them); the
   * enquiry counts as notified once every channel has sent it. A failure is retried later, only on
   * the channels that failed.
   */
  private async deliver(enquiryId: number, attempt: number): Promise<void> {
    try {
      const enquiry = await findEnquiry(this.db, enquiryId);
      if (!enquiry || enquiry.notified_at !== null) return;
      const sent = new Set((await this.db.selectFrom('enquiry_notification').select('channel').where('enquiry_id', '=', enquiryId).where('ok', '=', 1).execute()).map((row) => row.channel));
      let failure: unknown;
      for (const [index, channel] of this.channels.entries()) {
        const name = channel.channelName ?? `channel ${index + 1}`;
        if (sent.has(name)) continue;
        try {
          await channel(enquiry);
          await this.record(enquiryId, name, null);
        } catch (error) {
          failure ??= error;
          await this.record(enquiryId, name, error instanceof Error ? error.message : String(error));
        }
      }
      if (failure !== undefined) throw failure;
      await markEnquiryNotified(this.db, enquiryId, this.now());
      this.log.info({ enquiryId }, 'enquiry notification sent');
    } catch (error) {
      const delay = this.retryDelaysMs[attempt];
      this.log.warn({ enquiryId, attempt, err: error }, 'enquiry notification failed');
      if (delay === undefined || this.closed) return;
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.notify(enquiryId, attempt + 1);
      }, delay);
      timer.unref();
      this.timers.add(timer);
    }
  }

  private async record(enquiryId: number, channel: string, error: string | null): Promise<void> {
    // The enquiry may have been erased meanwhile: then there is nothing to record.
    const exists = await findEnquiry(this.db, enquiryId);
    if (!exists) return;
    await this.db.insertInto('enquiry_notification').values({ enquiry_id: enquiryId, at: this.now(), channel, ok: error === null ? 1 : 0, error: error?.slice(0, 500) ?? null }).execute();
  }
}
