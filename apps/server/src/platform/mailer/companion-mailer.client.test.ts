import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeMailerServer, startMailerServer } from '../../../test/mailer-server.ts';
import { createCompanionMailer } from './companion-mailer.client.ts';

let server: FakeMailerServer;
const credentials = { username: 'ada', password: 'mailer-secret' };
const ada = { email: 'ada@example.test', firstName: 'Ada', lastName: 'Lovelace', company: 'Acme' };

beforeAll(async () => {
  server = await startMailerServer();
});
beforeEach(() => {
  server.behaviour = 'accept';
  server.calls.length = 0;
  server.lists.clear();
});
afterAll(() => server.close());

describe('companion mailer client', () => {
  it('logs in and adds contacts to the named list with the bearer token', async () => {
    const mailer = createCompanionMailer({ baseUrl: server.url });
    const token = await mailer.login(credentials);
    await mailer.addContacts(token, 'Spring fair', [ada]);
    expect(server.lists.get('Spring fair')).toEqual([ada]);
    expect(server.calls.at(-1)).toMatchObject({
      path: '/api/lists/Spring%20fair/contacts',
      authorization: 'Bearer token-1',
    });
  });

  it('maps refused credentials to MAILER_LOGIN_FAILED without retrying', async () => {
    const mailer = createCompanionMailer({ baseUrl: server.url });
    await expect(mailer.login({ username: 'ada', password: 'wrong' })).rejects.toMatchObject({
      code: 'MAILER_LOGIN_FAILED',
    });
    expect(server.calls).toHaveLength(1);
  });

  it('retries a 500 twice, then answers UNKNOWN', async () => {
    server.behaviour = 'fail';
    const mailer = createCompanionMailer({ baseUrl: server.url });
    await expect(mailer.login(credentials)).rejects.toMatchObject({ code: 'UNKNOWN', httpStatus: 502 });
    expect(server.calls).toHaveLength(3);
  });

  it('gives up on a silent mailer after the timeout and two retries', async () => {
    server.behaviour = 'hang';
    const mailer = createCompanionMailer({ baseUrl: server.url, timeoutMs: 200 });
    const started = performance.now();
    await expect(mailer.login(credentials)).rejects.toMatchObject({ code: 'UNKNOWN' });
    expect(server.calls).toHaveLength(3);
    expect(performance.now() - started).toBeGreaterThanOrEqual(600);
  });

  it('does not retry a 4xx on the list', async () => {
    const mailer = createCompanionMailer({ baseUrl: server.url });
    await expect(mailer.addContacts('stale-token', 'List', [ada])).rejects.toMatchObject({
      code: 'MAILER_LOGIN_FAILED',
    });
    expect(server.calls).toHaveLength(1);
  });

  it('explains that the mailer is off when MAILER_URL is unset', async () => {
    const mailer = createCompanionMailer({ baseUrl: undefined });
    await expect(mailer.login(credentials)).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringContaining('MAILER_URL'),
    });
  });
});
