import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { clearDialogs } from '../../web/src/widgets/feedback/dialogs';
import { pendingRequests } from '../../web/src/widgets/feedback/loading';
import { clearToasts } from '../../web/src/widgets/feedback/toasts';
import { server } from './msw';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearToasts();
  clearDialogs();
  pendingRequests.set(0);
  // Files marked `@vitest-environment node` share this setup and have no window.
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    delete window.__APP_CONFIG__;
  }
  vi.useRealTimers();
  vi.restoreAllMocks();
});

afterAll(() => server.close());
