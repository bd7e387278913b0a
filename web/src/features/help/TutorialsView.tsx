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
            {T.steps(t.stepCount)}
            {t.time > 0 ? ` · ${T.minutes(t.time)}` : ''}
          </p>
          <button type="button" className="btn btn--primary" onClick={() => onOpen(t.id)}>
            Ver guía
          </button>
        </li>
      ))}
    </ul>
  );
}
