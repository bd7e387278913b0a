import { ApiClient } from './client.js';
import { TEST_PASSWORD } from './env.js';
import type { MailSink } from './mail-smtp.js';
import { startTestServer, type TestServer } from './server.js';

/** The account's own fields; the SMTP server is the sink, at 1000 messages a minute. */
export interface SinkAccount {
  email: string;
  name: string;
  type: string;
  username: string;
  password: string;
}

/**
 * Starts `sink`, then a test server with the demo administrator and support users signed in,
 * and saves a sender account that delivers to the sink.
 */
export async function serverWithSinkAccount(
  sink: MailSink,
  account: SinkAccount,
): Promise<{ server: TestServer; admin: ApiClient; support: ApiClient; accountId: number }> {
  const port = await sink.start();
  const server = await startTestServer();
  const admin = new ApiClient(server.url);
  const support = new ApiClient(server.url);
  await admin.login('admin', TEST_PASSWORD);
  await support.login('soporte', TEST_PASSWORD);
  const saved = await admin.graphql<{ saveMailAccount: { id: number } }>(`mutation ($input: SenderAccountInput!) { saveMailAccount(input: $input) { id } }`, {
    input: { ...account, smtpHost: '127.0.0.1', smtpPort: port, perMinute: 1000 },
  });
  if (saved.errors || !saved.data) throw new Error(`The sender account was not saved: ${JSON.stringify(saved.errors)}`);
  return { server, admin, support, accountId: saved.data.saveMailAccount.id };
}
