import { randomUUID } from 'node:crypto';
import twilio from 'twilio';

/** One text as it leaves us: `to` in E.164; `from` defaults to the transport's own number. */
export type OutgoingText = { to: string; from?: string; body: string };

/** A refusal that no retry will change (Twilio answered 4xx: an invalid number, a recipient who opted out). */
export class PermanentSmsError extends Error {}

/** Where texts go: Twilio, or nowhere but our own table (the embedded default). */
export type SmsTransport = {
  name: 'twilio' | 'embedded';
  /** Resolves with the provider's name for the message (Twilio's SID) once the provider took it. */
  send(text: OutgoingText): Promise<{ providerId: string }>;
};

/**
 * The embedded default: the queued row in `outgoing_texts` is the message, shown in the admin
 * console beside Outgoing mail exactly as it would have been sent. Nothing leaves the machine.
 */
export const embeddedTransport = (): SmsTransport => ({
  name: 'embedded',
  send: async () => ({ providerId: `embedded-${randomUUID()}` }),
});

export type TwilioSettings = {
  accountSid: string;
  authToken: string;
  /** Our number (E.164) or a Messaging Service SID (MG...). */
  from: string;
  /**
   * Another origin to send Twilio's API calls to (http://127.0.0.1:4010): tests' fake Twilio. The
   * SDK's `edge`/`region` only choose among Twilio's own hosts, so the request's origin is rewritten.
   */
  apiBase?: string;
};

type RequestOptions = Parameters<twilio.RequestClient['request']>[0];

/** The SDK's own HTTP client, with every call's scheme, host and port replaced by `base`'s. */
class RebasedRequestClient extends twilio.RequestClient {
  constructor(private readonly base: string) {
    super({ timeout: 15_000 });
  }
  override request<TData>(opts: RequestOptions & { data?: TData }) {
    const original = new URL(opts.uri);
    return super.request({ ...opts, uri: new URL(original.pathname + original.search, this.base).href });
  }
}

/** Real texts through Twilio's SDK (`messages.create`). */
export function twilioTransport(settings: TwilioSettings): SmsTransport {
  const client = twilio(settings.accountSid, settings.authToken, {
    // A provider that stops answering must not hold the queue for the SDK's default 30 seconds.
    timeout: 15_000,
    ...(settings.apiBase ? { httpClient: new RebasedRequestClient(settings.apiBase) } : {}),
  });
  const sender = settings.from.startsWith('MG')
    ? { messagingServiceSid: settings.from }
    : { from: settings.from };
  return {
    name: 'twilio',
    async send(text) {
      try {
        const message = await client.messages.create({
          to: text.to,
          body: text.body,
          ...(text.from ? { from: text.from } : sender),
        });
        return { providerId: message.sid };
      } catch (error) {
        // A RestException carries Twilio's HTTP status; 429 (too many requests) is worth another try.
        if (error instanceof twilio.RestException && error.status < 500 && error.status !== 429) {
          const code = error.code ? ` (Twilio error ${error.code})` : '';
          throw new PermanentSmsError(`${error.message}${code}`);
        }
        throw error;
      }
    },
  };
}
