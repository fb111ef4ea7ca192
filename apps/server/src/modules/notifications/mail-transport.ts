import type { FastifyInstance } from 'fastify';
import { createMailTransport, type MailTransport } from '../../lib/mail.ts';
import type { MailSettings } from './mail-settings.ts';

const shared = new WeakMap<MailSettings, { transport: MailTransport; users: number }>();

/**
 * The app's one SMTP transport for these settings (null without SMTP). Every plugin that sends
 * mail asks for it with the settings object app.ts hands them all; the last one to close closes it.
 */
export function useMailTransport(app: FastifyInstance, settings: MailSettings): MailTransport | null {
  let entry = shared.get(settings);
  if (!entry) {
    const transport = createMailTransport(settings);
    if (!transport) return null;
    entry = { transport, users: 0 };
    shared.set(settings, entry);
  }
  const used = entry;
  used.users += 1;
  app.addHook('onClose', async () => {
    used.users -= 1;
    if (used.users > 0) return;
    used.transport.close();
    shared.delete(settings);
  });
  return used.transport;
}
