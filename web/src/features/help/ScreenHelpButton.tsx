import { useLazyQuery } from '@apollo/client/react';
import './help.css';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { HelpForScreenDocument } from '../../generated/graphql';
import { ModalFrame } from '../../widgets/feedback/ModalFrame';
import { DocumentViewer } from './DocumentViewer';
import { HELP_TEXT as T } from './messages';

/** The header's help button: opens the help documents linked to the current screen (F1 too). */
export function ScreenHelpButton() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [load, { data }] = useLazyQuery(HelpForScreenDocument, { fetchPolicy: 'network-only' });
  function show() {
    setOpen(true);
    void load({ variables: { route: pathname } }).catch(() => undefined);
  }
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'F1') return;
      e.preventDefault();
      setOpen(true);
      void load({ variables: { route: pathname } }).catch(() => undefined);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [load, pathname]);
  const docs = data?.helpForScreen ?? [];
  return (
    <>
      <button type="button" className="app-header__help" title={`${T.help} (F1)`} aria-label={T.help} aria-keyshortcuts="F1" onClick={show}>
        ?
      </button>
      {open && (
        <ModalFrame title={T.helpTitle} size="wide" onClose={() => setOpen(false)}>
          <div className="screen-help" data-route={pathname}>
            {data && !docs.length && <p className="help-empty">{T.noHelp}</p>}
            {docs.map((doc) => (
              <DocumentViewer key={doc.id} doc={doc} />
            ))}
          </div>
        </ModalFrame>
      )}
    </>
  );
}
