import type { ParcelByGuideQuery, ParcelsByIdNumberQuery } from '../../generated/graphql';
import { PARCEL_TEXT as T } from './messages';

type GuideResult = ParcelByGuideQuery['parcelByGuide'];
type ListItem = ParcelsByIdNumberQuery['parcelsByIdNumber']['items'][number];

const dateTime = (iso: string) => new Date(iso).toLocaleString('es-EC', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = (iso: string) => new Date(iso).toLocaleDateString('es-EC', { dateStyle: 'medium' });

export function NotFound() {
  return (
    <section className="parcel-notfound card" role="status">
      <h2 className="parcel-notfound__title">{T.notFoundTitle}</h2>
      <p>{T.notFoundText}</p>
    </section>
  );
}

/** A value the API leaves out without the sender's or recipient's ID number. */
const orDash = (value: string | null | undefined) => value ?? '—';

/** One parcel: its data, the timeline of its history and its articles (names and values only when the API gives them). */
export function ParcelDetail({ result }: { result: GuideResult }) {
  const parcel = result.parcel!;
  const shown = result.personalDataShown;
  return (
    <section className="parcel-detail card" aria-label={`Encomienda ${parcel.guide}`}>
      <header className="parcel-detail__head">
        <div>
          <span className="parcel-detail__label">Guía</span>
          <h2 className="parcel-detail__guide">
            {parcel.guide.slice(0, 3)}-{parcel.guide.slice(3, 6)}-{parcel.guide.slice(6)}
          </h2>
        </div>
        <span className={`parcel-state parcel-state--${parcel.state.toLowerCase()}`}>{parcel.stateLabel}</span>
      </header>
      <dl className="parcel-facts">
        <div>
          <dt>Origen</dt>
          <dd>{parcel.origin}</dd>
        </div>
        <div>
          <dt>Destino</dt>
          <dd>{parcel.destination}</dd>
        </div>
        {shown && (
          <>
            <div>
              <dt>Remitente</dt>
              <dd>{orDash(parcel.senderName)}</dd>
            </div>
            <div>
              <dt>Destinatario</dt>
              <dd>{orDash(parcel.receiverName)}</dd>
            </div>
          </>
        )}
        <div>
          <dt>Recibida</dt>
          <dd>{dateTime(parcel.date)}</dd>
        </div>
        <div>
          <dt>Entregada</dt>
          <dd>{parcel.deliveredAt ? dateTime(parcel.deliveredAt) : '—'}</dd>
        </div>
      </dl>
      {!shown && <p className="parcel-privacy">{T.personalHidden}</p>}
      <h3 className="parcel-section">{T.history}</h3>
      <ol className="parcel-timeline">
        {result.history.map((h, i) => (
          <li key={i} className="parcel-timeline__item">
            <span className="parcel-timeline__dot" aria-hidden="true" />
            <div>
              <strong>{h.stateLabel}</strong> · {h.place}
              <div className="parcel-timeline__meta">
                {dateTime(h.date)}
                {h.detail ? ` — ${h.detail}` : ''}
              </div>
            </div>
          </li>
        ))}
      </ol>
      <h3 className="parcel-section">{T.articles}</h3>
      <table className="parcel-table">
        <thead>
          <tr>
            <th>Descripción</th>
            <th className="num">Cant.</th>
            <th className="num">Peso (kg)</th>
            {shown && <th className="num">Valor</th>}
          </tr>
        </thead>
        <tbody>
          {result.articles.map((a, i) => (
            <tr key={i}>
              <td>{a.description}</td>
              <td className="num">{a.quantity}</td>
              <td className="num">{a.weight}</td>
              {shown && <td className="num">{a.value === null ? '—' : `$${a.value}`}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Parcels of an ID number; each one opens by its guide. */
export function ParcelList({ items, onOpen }: { items: readonly ListItem[]; onOpen: (guide: string) => void }) {
  return (
    <section className="parcel-list card" aria-label="Encomiendas encontradas">
      <h2 className="parcel-section">{T.listTitle(items.length)}</h2>
      <table className="parcel-table">
        <thead>
          <tr>
            <th>Guía</th>
            <th>Fecha</th>
            <th>Ruta</th>
            <th>Estado</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td className="mono">{item.guide}</td>
              <td>{dateOnly(item.date)}</td>
              <td>
                {item.origin} → {item.destination}
              </td>
              <td>
                <span className={`parcel-state parcel-state--${item.state.toLowerCase()}`}>{item.stateLabel}</span>
              </td>
              <td>
                <button type="button" className="btn btn--secondary btn--small" onClick={() => onOpen(item.guide)} aria-label={`Ver la guía ${item.guide}`}>
                  {T.open}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
