import { useLazyQuery, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../app/graphql-errors';
import { useCurrentUser } from '../../app/session';
import { ParcelByGuideDocument, ParcelCooperativesDocument, ParcelsByIdNumberDocument } from '../../generated/graphql';
import { FormAlert } from '../../widgets/forms/FormAlert';
import { TextField } from '../../widgets/forms/TextField';
import { buildGuide, guideParts } from './guide-input';
import { PARCEL_TEXT as T } from './messages';
import { appLinkFor, markRedirected, redirectDue, REDIRECT_DELAY_MS } from './mobile-redirect';
import { NotFound, ParcelDetail, ParcelList } from './ParcelResult';
import './parcels.css';

type Mode = 'guide' | 'id';
const handled = { context: { handledByCaller: true } } as const;

/** Public parcel tracking (/encomiendas/{tipo}/{coopCod}/{compNum}); no sign-in. */
export function ParcelTrackingPage() {
  const params = useParams();
  const givenCompany = params.coopCod && /^\d+$/.test(params.coopCod) ? Number(params.coopCod) : null;
  const embedded = params.tipo === '0' && givenCompany !== null;
  const { user } = useCurrentUser();
  const cooperatives = useQuery(ParcelCooperativesDocument);
  const [companyId, setCompanyId] = useState<number | null>(givenCompany);
  const [mode, setMode] = useState<Mode>('guide');
  const initial = guideParts(params.compNum);
  const [est, setEst] = useState(initial[0]);
  const [pto, setPto] = useState(initial[1]);
  const [seq, setSeq] = useState(initial[2]);
  const [idNumber, setIdNumber] = useState('');
  // Guide search: the sender's or recipient's ID number shows the names and values.
  const [ownerId, setOwnerId] = useState('');
  const [foreign, setForeign] = useState(false);
  const [limit, setLimit] = useState('30');
  const [alert, setAlert] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const [findGuide, guide] = useLazyQuery(ParcelByGuideDocument, { fetchPolicy: 'network-only' });
  const [findList, list] = useLazyQuery(ParcelsByIdNumberDocument, { fetchPolicy: 'network-only' });
  const [shown, setShown] = useState<'guide' | 'list' | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const coops = cooperatives.data?.parcelCooperatives ?? [];
  const selected = coops.find((c) => c.id === companyId) ?? null;

  async function searchGuide(text: string, owner = ownerId) {
    setAlert(null);
    if (companyId === null) return setAlert(T.companyForGuide);
    try {
      await findGuide({ variables: { companyId, guide: text, idNumber: owner.trim() || null }, ...handled });
      setShown('guide');
      resultRef.current?.focus();
    } catch (error) {
      setShown(null);
      setAlert(errorMessage(error));
    }
  }

  async function searchId() {
    setAlert(null);
    if (companyId === null) return setAlert(T.companyForGuides);
    try {
      await findList({ variables: { companyId, idNumber: idNumber.trim(), foreign, limit: user ? Number(limit) : null }, ...handled });
      setShown('list');
    } catch (error) {
      setShown(null);
      setAlert(errorMessage(error));
    }
  }

  // A deep link with a guide searches at once.
  const deepLinked = useRef(false);
  useEffect(() => {
    if (deepLinked.current || !params.compNum || givenCompany === null) return;
    deepLinked.current = true;
    void searchGuide(buildGuide(...initial));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Phones with the cooperative's app go there after 2 seconds, once per day per company.
  useEffect(() => {
    if (!selected) return;
    const link = appLinkFor(navigator.userAgent, selected);
    if (!link || !redirectDue(localStorage, selected.id)) return;
    setRedirecting(true);
    const timer = window.setTimeout(() => {
      markRedirected(localStorage, selected.id);
      window.location.href = link;
    }, REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [selected]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'guide') void searchGuide(buildGuide(est, pto, seq));
    else void searchId();
  };

  const guideResult = shown === 'guide' ? guide.data?.parcelByGuide : undefined;
  const listResult = shown === 'list' ? list.data?.parcelsByIdNumber : undefined;

  return (
    <div className={embedded ? 'parcel-page parcel-page--embedded' : 'parcel-page'}>
      {!embedded && (
        <header className="parcel-header">
          <span className="parcel-header__brand">Isyplus · Encomiendas</span>
          {user ? (
            <Link className="btn btn--primary" to="/administracion">
              {T.admin}
            </Link>
          ) : (
            <Link className="btn btn--primary" to="/login">
              Ingresar
            </Link>
          )}
        </header>
      )}
      <main className="parcel-main">
        <h1 className="parcel-main__title">{T.title}</h1>
        {!embedded && <p className="parcel-main__lead">{T.lead}</p>}
        {embedded ? (
          selected && (
            <div className="parcel-coop parcel-coop--single">
              {selected.logo && <img src={selected.logo} alt="" className="parcel-coop__logo" />}
              <span>{selected.name}</span>
            </div>
          )
        ) : (
          <fieldset className="parcel-coops">
            <legend className="parcel-section">{T.cooperatives}</legend>
            <div className="parcel-coops__list" role="radiogroup" aria-label={T.cooperatives}>
              {coops.map((c) => (
                <button
                  key={c.id}
                  type="button"
                  role="radio"
                  aria-checked={c.id === companyId}
                  className={c.id === companyId ? 'parcel-coop parcel-coop--selected' : 'parcel-coop'}
                  onClick={() => setCompanyId(c.id)}
                >
                  {c.logo ? (
                    <img src={c.logo} alt="" className="parcel-coop__logo" />
                  ) : (
                    <span className="parcel-coop__logo parcel-coop__logo--empty" aria-hidden="true" />
                  )}
                  <span>{c.name}</span>
                </button>
              ))}
            </div>
          </fieldset>
        )}
        {redirecting && (
          <p className="parcel-redirect" role="status">
            {T.redirecting}
          </p>
        )}
        <form className="parcel-form card" onSubmit={onSubmit} noValidate>
          <div className="parcel-modes" role="tablist" aria-label="Tipo de búsqueda">
            {(['guide', 'id'] as const).map((m) => (
              <button
                key={m}
                type="button"
                role="tab"
                aria-selected={mode === m}
                className={mode === m ? 'parcel-mode parcel-mode--active' : 'parcel-mode'}
                onClick={() => {
                  setMode(m);
                  setAlert(null);
                }}
              >
                {m === 'guide' ? T.byGuide : T.byId}
              </button>
            ))}
          </div>
          <FormAlert message={alert} />
          {mode === 'guide' ? (
            <div className="parcel-guide">
              <TextField
                id="enc-est"
                name="trn_compro"
                label={T.establishment}
                value={est}
                onChange={setEst}
                maxLength={3}
                inputMode="numeric"
                placeholder="001"
              />
              <TextField id="enc-pto" name="pto" label={T.point} value={pto} onChange={setPto} maxLength={3} inputMode="numeric" placeholder="001" />
              <TextField id="enc-seq" name="seq" label={T.sequence} value={seq} onChange={setSeq} maxLength={9} inputMode="numeric" placeholder="000000123" />
              {!user && (
                <TextField id="enc-owner" name="trn_ced" label={T.ownerIdNumber} value={ownerId} onChange={setOwnerId} maxLength={20} autoComplete="off" />
              )}
            </div>
          ) : (
            <div className="parcel-id">
              <TextField
                id="enc-ced"
                name="trn_ced"
                label={T.idNumber}
                value={idNumber}
                onChange={setIdNumber}
                maxLength={20}
                inputMode={foreign ? 'text' : 'numeric'}
              />
              <label className="parcel-check">
                <input type="checkbox" checked={foreign} onChange={(e) => setForeign(e.target.checked)} /> {T.foreign}
              </label>
              {user && <TextField id="enc-lim" name="trn_lim" label={T.limit} value={limit} onChange={setLimit} maxLength={3} inputMode="numeric" />}
            </div>
          )}
          <button type="submit" className="btn btn--primary parcel-submit" disabled={guide.loading || list.loading}>
            {T.search}
          </button>
        </form>
        <div ref={resultRef} tabIndex={-1} className="parcel-results" aria-live="polite">
          {guideResult && (guideResult.error || !guideResult.parcel ? <NotFound /> : <ParcelDetail result={guideResult} />)}
          {listResult &&
            (listResult.items.length === 0 ? (
              <NotFound />
            ) : (
              <ParcelList
                items={listResult.items}
                onOpen={(g) => {
                  const [a, b, c] = guideParts(g);
                  setEst(a);
                  setPto(b);
                  setSeq(c);
                  setMode('guide');
                  // The list is of this ID number's parcels: opening one shows its names and values.
                  setOwnerId(idNumber.trim());
                  void searchGuide(g, idNumber.trim());
                }}
              />
            ))}
        </div>
      </main>
      {!embedded && <footer className="parcel-footer">Isyplus · Sistemas contables y facturación electrónica</footer>}
    </div>
  );
}
