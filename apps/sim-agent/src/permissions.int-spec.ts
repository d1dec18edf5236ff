import { AgentStream, AgentUssdResult } from '@simrelay/contracts';
import { ensureStream, Namespace } from '@simrelay/messaging';
import { waitFor } from '@simrelay/testing';
import { LogEvent } from './log-events';
import { AgentTestBed } from './testing/agent-test-bed';
import { natsServerBinary, NatsServerProcess } from './testing/nats-server-process';

// Servers and emulated modems answer in milliseconds; this only bounds a hang.

const AGENT_ID = 'rack-limited';

/** The production shape: the stream made centrally, the agent's credentials limited to agent.<id>.>. */
const AUTHORIZATION = `{
  users: [
    { user: "backoffice", password: "backoffice-secret" }
    {
      user: "${AGENT_ID}", password: "agent-secret",
      permissions: {
        publish: { allow: ["agent.${AGENT_ID}.>"] }
        subscribe: { allow: ["agent.${AGENT_ID}.>"] }
        allow_responses: true
      }
    }
  ]
}`;

const binary = natsServerBinary();
if (!binary) throw new Error('nats-server is needed for this test (set NATS_SERVER_BIN, or install the nats-server package)');

describe('credentials limited to agent.<id>.>', () => {
  let server: NatsServerProcess;
  let bed: AgentTestBed;

  beforeAll(async () => {
    server = await NatsServerProcess.start(binary, AUTHORIZATION, { user: 'backoffice', pass: 'backoffice-secret' });
    bed = await AgentTestBed.create([{ id: 'a', family: 'quectel' }], { server: { url: server.url, user: 'backoffice', pass: 'backoffice-secret' } });
    await ensureStream(bed.jsm, new Namespace(''), { name: AgentStream.name, subjects: [...AgentStream.subjects] });
    await bed.startReady({ AGENT_ID, NATS_USER: AGENT_ID, NATS_PASS: 'agent-secret', ENSURE_STREAM: 'true' });
  });

  afterAll(async () => {
    await bed.close();
    await server.stop();
  });

  it('tolerates not being allowed to manage the stream', () => {
    expect(bed.logged(LogEvent.streamNotPermitted)).toHaveLength(1);
  });

  it('publishes to JetStream and gets its acks inside its own subjects', async () => {
    const modem = bed.modem('a');
    modem.receiveSms({ sender: '+447700900601', text: 'through a locked-down account' });
    const [report] = await bed.waitForSms(1);
    expect(report.subject).toBe(`agent.${AGENT_ID}.sms`);
    expect(report.data.text).toBe('through a locked-down account');
    await waitFor(async () => (modem.storedMessages().length === 0 ? true : undefined), 'deleted after the ack');
  });

  it('answers commands from the back office', async () => {
    const answer = await bed.rpc.request<AgentUssdResult>(`agent.${AGENT_ID}.cmd.ussd`, { modem: bed.modem('a').path, code: '*100#' });
    expect(answer.text).toMatch(/balance/i);
  });
});
