// The block printed once everything is up: where to go, how to log in, what runs where.
import { paint } from './log.mjs';

const row = (label, value, note = '') => `  ${label.padEnd(12)} ${value}${note ? `   ${paint('grey', note)}` : ''}`;
const originNote = (origin) => (origin === 'found' ? 'found running (left alone on exit)' : `${origin} by the launcher`);

export function printSummary({ healthy, waiting, gatewayUrl, webUrl, adminUrl, mail, modemControlUrl, admin, infrastructure, secrets, services }) {
  const line = paint('grey', '─'.repeat(72));
  const title = healthy
    ? paint('green', paint('bold', 'SimRelay is running'))
    : paint('red', paint('bold', `SimRelay started, but the gateway is not healthy (waiting for ${waiting.join(', ')})`));
  const gaveUp = services.filter((service) => service.gaveUp).map((service) => service.name);
  const lines = [
    '',
    line,
    `  ${title}`,
    '',
    row('web app', paint('bold', webUrl)),
    row('back office', paint('bold', adminUrl), 'log in with the admin below'),
    row('gateway', paint('bold', gatewayUrl)),
    row('modems', modemControlUrl, 'emulated rack: npm run modem -- list | sms --to <number> --from Telegram "Telegram code 12345"'),
    row('mail inbox', mail.inboxUrl, `${mail.smtpUrl}, ${originNote(mail.origin)}${mail.webAnswers ? '' : '; no web inbox answers there'}`),
    admin
      ? row('admin', `${paint('bold', admin.email)}  password ${paint('bold', admin.password)}`, `from ${admin.source}`)
      : row('admin', paint('yellow', 'unknown (create-admin failed, see above)')),
    ...['postgres', 'redis', 'nats'].map((key) => row(infrastructure[key].label, infrastructure[key].shownUrl, originNote(infrastructure[key].origin))),
    row('secrets', secrets.file, secrets.fromEnv.length ? `${secrets.fromEnv.join(', ')} from the environment` : ''),
    row('data, logs', '.data/, .data/logs/'),
    ...(gaveUp.length ? [row('gave up on', paint('red', gaveUp.join(', ')))] : []),
    '',
    `  Ctrl-C stops the services and whatever infrastructure the launcher started.`,
    line,
    '',
  ];
  console.log(lines.join('\n'));
}
