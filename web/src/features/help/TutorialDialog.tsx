import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { TutorialPresentationDocument } from '../../generated/graphql';
import { ModalFrame } from '../../widgets/feedback/ModalFrame';
import { helpFileUrl } from './help-upload';
import { HELP_TEXT as T } from './messages';

/** The next step index, clamped to the first (0) and last step (spec 002 §5). */
export const clampStep = (index: number, count: number) => Math.min(Math.max(index, 0), Math.max(count - 1, 0));

interface Props {
  tutorialId: number;
  /** Moves to the following tutorial, or closes after the last one. */
  onNextTutorial: () => void;
  onClose: () => void;
}

/** The step-by-step presentation of a quick guide. */
export function TutorialDialog({ tutorialId, onNextTutorial, onClose }: Props) {
  const { data, loading } = useQuery(TutorialPresentationDocument, { variables: { id: tutorialId } });
  const [index, setIndex] = useState(0);
  const details = data?.tutorial;
  const steps = details?.steps ?? [];
  const step = steps[clampStep(index, steps.length)];
  const last = index >= steps.length - 1;
  return (
    <ModalFrame title={details?.tutorial.title ?? T.tabs.tutorials} size="wide" onClose={onClose}>
      <div
        className="tutorial-dialog"
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') setIndex((i) => clampStep(i + 1, steps.length));
          if (e.key === 'ArrowLeft') setIndex((i) => clampStep(i - 1, steps.length));
        }}
      >
        {loading && !details ? null : !step ? (
          <p className="tutorial-dialog__empty" role="alert">
            {details?.notice ?? T.notAvailable}
          </p>
        ) : (
          <>
            <p className="tutorial-dialog__counter" aria-live="polite">
              {T.step(clampStep(index, steps.length) + 1, steps.length)}
              {step.navigationText ? ` · ${step.navigationText}` : ''}
            </p>
            {step.imageFileId && (
              <img className="tutorial-dialog__image" src={helpFileUrl(step.imageFileId)} alt={step.navigationText ?? T.step(index + 1, steps.length)} />
            )}
            <div className="tutorial-dialog__text" dangerouslySetInnerHTML={{ __html: step.descriptionHtml }} />
            {step.subtextHtml && <div className="tutorial-dialog__subtext" dangerouslySetInnerHTML={{ __html: step.subtextHtml }} />}
          </>
        )}
        <div className="tutorial-dialog__nav">
          <button
            type="button"
            className="btn btn--secondary"
            disabled={index === 0 || !steps.length}
            onClick={() => setIndex((i) => clampStep(i - 1, steps.length))}
          >
            {T.back}
          </button>
          {last || !steps.length ? (
            <button type="button" className="btn btn--primary" onClick={onNextTutorial}>
              {T.nextTutorial}
            </button>
          ) : (
            <button type="button" className="btn btn--primary" onClick={() => setIndex((i) => clampStep(i + 1, steps.length))}>
              {T.next}
            </button>
          )}
        </div>
      </div>
    </ModalFrame>
  );
}
