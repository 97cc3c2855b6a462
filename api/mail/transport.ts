import nodemailer from 'nodemailer';

/** One e-mail as it leaves us. Its Message-ID is ours and stays the same on every retry. */
export type OutgoingMessage = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on mail a person may turn off. */
  headers: Record<string, string>;
};

/** A refusal that no retry will change (the server answered 5xx: no such mailbox, rejected). */
export class PermanentMailError extends Error {}

/** Where mail goes: an SMTP server, or nowhere but our own table (the embedded default). */
export type MailTransport = {
  name: 'smtp' | 'embedded';
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
};

/**
 * The embedded default: the queued row in `outgoing_mail` is the message, shown in the admin
 * console's Outgoing mail exactly as it would have been sent. Nothing leaves the machine.
 */
export const embeddedTransport = (): MailTransport => ({
  name: 'embedded',
  send: async () => undefined,
  close: () => undefined,
});

/** Real mail through nodemailer, to the server SMTP_URL names (smtp://user:pass@host:587). */
export function smtpTransport(url: string): MailTransport {
  // A mail server that stops answering must not hold the queue for nodemailer's default ten minutes.
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    name: 'smtp',
    async send(message) {
      try {
        await transporter.sendMail(message);
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        if (code !== undefined && code >= 500) throw new PermanentMailError((error as Error).message);
        throw error;
      }
    },
    close: () => transporter.close(),
  };
}
