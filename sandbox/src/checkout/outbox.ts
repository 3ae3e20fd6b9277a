/**
 * The sandbox's mail outbox: what the seller would have e-mailed (a budget sent with PUT
 * /api/budget/update and `send=1`), kept in memory and bounded. Tests read it at GET /__outbox; a person
 * running the sandbox reads it at GET /outbox (control-routes.ts).
 */
import type { UpstreamMail } from '@waypoint/schemas';
import { randomChars } from '../payments/ids.ts';

export class Outbox {
  private readonly mails: UpstreamMail[] = [];

  constructor(private readonly capacity = 1000) {}

  get size(): number {
    return this.mails.length;
  }

  send(mail: Omit<UpstreamMail, 'id'>): UpstreamMail {
    const sent = { id: `mail_${randomChars(16)}`, ...mail };
    this.mails.push(sent);
    if (this.mails.length > this.capacity) this.mails.splice(0, this.mails.length - this.capacity);
    return sent;
  }

  /** Newest first; only those to `to` (case-insensitive) when given. */
  list(to?: string): UpstreamMail[] {
    const wanted = to?.trim().toLowerCase();
    return this.mails.filter((mail) => !wanted || mail.to.toLowerCase() === wanted).reverse();
  }

  clear(): void {
    this.mails.length = 0;
  }
}
