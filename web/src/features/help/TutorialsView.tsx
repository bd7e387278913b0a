import type { PublicTutorialsQuery } from '../../generated/graphql';
import { HELP_TEXT as T } from './messages';

type Tutorial = PublicTutorialsQuery['publicTutorials'][number];

/** Other modo: the quick guides; one opens the presentation dialog. */
export function TutorialsView({ tutorials, onOpen }: { tutorials: Tutorial[]; onOpen: (id: number) => void }) {
  return (
    <ul className="help-tutorials">
      {tutorials.map((t) => (
        <li key={t.id} className="card help-tutorial">
          <h2 className="help-tutorial__title">{t.title}</h2>
          {t.subtitle && <p className="help-tutorial__subtitle">{t.subtitle}</p>}
          <p className="help-tutorial__meta">
            {T.steps(t.stepCount)} · {T.minutes(Math.max(1, Math.round(t.time / 60)))}
          </p>
          <button type="button" className="btn btn--primary" onClick={() => onOpen(t.id)}>
            Ver guía
          </button>
        </li>
      ))}
    </ul>
  );
}
