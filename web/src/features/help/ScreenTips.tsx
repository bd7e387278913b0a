import { useMutation, useQuery } from '@apollo/client/react';
import './help.css';
import { useLocation } from 'react-router';
import { CloseTipDocument, TipsForScreenDocument } from '../../generated/graphql';
import { HELP_TEXT as T } from './messages';

/** The tips of the current screen still in date; a closable tip closes for this user for good. */
export function ScreenTips() {
  const { pathname } = useLocation();
  const { data, refetch } = useQuery(TipsForScreenDocument, { variables: { route: pathname }, fetchPolicy: 'cache-and-network' });
  const [close] = useMutation(CloseTipDocument);
  const tips = data?.tipsForScreen ?? [];
  if (!tips.length) return null;
  return (
    <div className="screen-tips">
      {tips.map((tip) => (
        <div key={tip.id} className={`screen-tip screen-tip--${tip.color}`} role="status" data-tip={tip.id}>
          <div>
            <strong className="screen-tip__title">{tip.title}</strong> <span>{tip.message}</span>
          </div>
          {tip.closable && (
            <button
              type="button"
              className="screen-tip__close"
              aria-label={T.closeTip}
              onClick={() =>
                void close({ variables: { id: tip.id } })
                  .then(() => refetch())
                  .catch(() => undefined)
              }
            >
              ×
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
