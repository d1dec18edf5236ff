import { IdentitySubjects, Modes } from '@simrelay/contracts';
import { IdentityHarness, startIdentityHarness } from '../testing/identity-harness';

describe('modes: test mode by default on a local run', () => {
  let h: IdentityHarness;

  beforeAll(async () => {
    h = await startIdentityHarness({ TEST_MODE_DEFAULT: 'true' });
  });
  afterAll(() => h?.close());

  const modes = () => h.rpc.request<Modes>(IdentitySubjects.getModes, {});

  it('starts in test mode until an administrator says otherwise, and then keeps the administrator\'s choice', async () => {
    expect(await modes()).toEqual({ maintenance: false, testMode: true });
    expect(await h.rpc.request<Modes>(IdentitySubjects.setTestMode, { testMode: false })).toEqual({ maintenance: false, testMode: false });
    expect(await modes()).toEqual({ maintenance: false, testMode: false });
  });
});
