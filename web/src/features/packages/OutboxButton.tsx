import { lazy, Suspense, useState } from 'react';
import { PACKAGE_TEXT as T } from './messages';

const OutboxModal = lazy(() => import('../outbox/OutboxModal').then((m) => ({ default: m.OutboxModal })));

/** Opens the e-mail outbox (what the notifications sent, or stored when no SMTP server is set). */
export function OutboxButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn--secondary" onClick={() => setOpen(true)}>
        {T.actions.outbox}
      </button>
      {open && (
        <Suspense fallback={null}>
          <OutboxModal source="conexiones" onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
