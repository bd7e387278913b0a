import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { clearDialogs } from '../../web/src/widgets/feedback/dialogs';
import { pendingRequests } from '../../web/src/widgets/feedback/loading';
import { clearToasts } from '../../web/src/widgets/feedback/toasts';
import { server } from './msw';

// findBy*/waitFor wait up to 1 s by default: CI runs this project beside the API and browser
// lanes on two cores, where a render after a click can take longer. A wait bound, not a timing check.
configure({ asyncUtilTimeout: 5_000 });

// A request no handler answers fails at once (and says which), inside the test that sent it: let
// through, it went to the network and its 'VERIFIQUE SU CONEXIÓN' popup landed in a later test.
beforeAll(() => server.listen({ onUnhandledFrame: 'error', onUnhandledRequest: 'error' }));

afterEach(async () => {
  vi.useRealTimers();
  cleanup();
  // Requests still in flight end (and show whatever they show) before the dialogs are cleared.
  for (let i = 0; i < 50 && pendingRequests.get() > 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
  await new Promise((resolve) => setTimeout(resolve, 0));
  server.resetHandlers();
  clearToasts();
  clearDialogs();
  pendingRequests.set(0);
  // Files marked `@vitest-environment node` share this setup and have no window.
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    delete window.__APP_CONFIG__;
  }
  vi.restoreAllMocks();
});

afterAll(() => server.close());
