import './home.css';
import '../help/help.css';
import { useLazyQuery, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { BUSINESS_LINES } from '@domain/business-lines';
import { useCurrentUser } from '../../app/session';
import { HelpBannersDocument, HelpCentreDocument, HelpSearchDocument, PublicTutorialsDocument, type HelpSearchQuery } from '../../generated/graphql';
import { FaqsView } from '../help/FaqsView';
import { HELP_TEXT as T } from '../help/messages';
import { SearchResults } from '../help/SearchResults';
import { TopicsView } from '../help/TopicsView';
import { TutorialDialog } from '../help/TutorialDialog';
import { TutorialsView } from '../help/TutorialsView';
import { BannerStrip } from '../help/BannerStrip';

const SEARCH_DELAY_MS = 250;
type Hit = HelpSearchQuery['helpSearch']['hits'][number];

/**
 * Public help centre (/home/{taccod}/{filtro}/{namemenu}/{modo}, /admin; no sign-in): the chosen
 * business line's topics and documents (modo 1, default), FAQs (modo 2) or quick guides (any other
 * modo; 3 scrolls to the title), a search over all of them, the banners and the support contact.
 */
export function HelpCentrePage() {
  const { user } = useCurrentUser();
  const params = useParams();
  const navigate = useNavigate();
  const line = Number(params.taccod ?? 0) || 0;
  const modo = Number(params.modo ?? 1) || 1;
  const [subtopic, setSubtopic] = useState<number | null>(null);
  const [openFaq, setOpenFaq] = useState<number | null>(null);
  const [tutorial, setTutorial] = useState<number | null>(null);
  const [text, setText] = useState('');
  const titleRef = useRef<HTMLHeadingElement>(null);

  const { data } = useQuery(HelpCentreDocument, { variables: { line: line || null } });
  const tutorials = useQuery(PublicTutorialsDocument, { variables: { line: line || null } }).data?.publicTutorials ?? [];
  const homeBanners = useQuery(HelpBannersDocument, { variables: { line: 0 } }).data?.banners ?? [];
  const lineBanners = useQuery(HelpBannersDocument, { variables: { line }, skip: line <= 0 || line > 11 }).data?.banners ?? [];
  const [search, searched] = useLazyQuery(HelpSearchDocument);
  const topics = useMemo(() => data?.helpTopics ?? [], [data]);

  useEffect(() => {
    const value = text.trim();
    if (!value) return;
    const timer = setTimeout(() => void search({ variables: { text: value, line: line || null } }).catch(() => undefined), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, line, search]);
  useEffect(() => {
    if (modo !== 1 && modo !== 2) titleRef.current?.scrollIntoView({ block: 'start' });
  }, [modo]);

  const go = (nextLine: number, nextModo: number) => navigate(`/home/${nextLine}/${params.filtro ?? '0'}/${params.namemenu ?? 'ayuda'}/${nextModo}`);
  function openHit(hit: Hit) {
    setText('');
    if (hit.kind === 'FAQ') return (setOpenFaq(hit.id), go(line, 2));
    if (hit.kind === 'TUTORIAL') return setTutorial(hit.id);
    const isRoot = topics.some((t) => t.id === hit.topicId);
    setSubtopic(isRoot ? (topics.find((t) => t.id === hit.topicId)?.subtopics[0]?.id ?? null) : hit.topicId);
    void go(line, 1);
  }
  function nextTutorial() {
    const at = tutorials.findIndex((t) => t.id === tutorial);
    setTutorial(at >= 0 && at < tutorials.length - 1 ? tutorials[at + 1]!.id : null);
  }

  const showingSearch = text.trim() !== '' && searched.data;
  const support = data?.supportInfo;
  return (
    <div className="public-page help-centre">
      <header className="public-header">
        <span className="public-header__brand">Isyplus</span>
        {user ? (
          <Link className="btn btn--primary" to="/administracion">
            {T.toAdmin}
          </Link>
        ) : (
          <Link className="btn btn--primary" to="/login">
            {T.login}
          </Link>
        )}
      </header>
      <main className="public-main help-main">
        <BannerStrip banners={[...homeBanners, ...lineBanners]} />
        <h1 ref={titleRef} className="public-main__title">
          {T.title}
        </h1>
        <p className="public-main__lead">{T.lead}</p>
        <div className="help-toolbar">
          <label className="help-field">
            <span className="help-field__label">{T.line}</span>
            <select value={line} onChange={(e) => (setSubtopic(null), go(Number(e.target.value), modo))}>
              <option value={0}>{T.allLines}</option>
              {BUSINESS_LINES.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label className="help-field help-field--search">
            <span className="help-field__label">{T.searchLabel}</span>
            <input type="search" value={text} placeholder={T.searchPlaceholder} maxLength={200} onChange={(e) => setText(e.target.value)} />
          </label>
        </div>
        {showingSearch ? (
          <SearchResults result={searched.data!.helpSearch} onOpen={openHit} />
        ) : (
          <>
            <nav className="help-tabs" aria-label={T.title}>
              {[
                [1, T.tabs.topics],
                [2, T.tabs.faqs],
                [3, T.tabs.tutorials],
              ].map(([m, label]) => (
                <button
                  key={m}
                  type="button"
                  className={`help-tab${modo === m || (m === 3 && modo !== 1 && modo !== 2) ? ' help-tab--active' : ''}`}
                  onClick={() => go(line, m as number)}
                >
                  {label}
                </button>
              ))}
            </nav>
            {modo === 1 ? (
              <TopicsView topics={topics} selected={subtopic} onSelect={setSubtopic} />
            ) : modo === 2 ? (
              <FaqsView openId={openFaq} />
            ) : (
              <TutorialsView tutorials={tutorials} onOpen={setTutorial} />
            )}
          </>
        )}
        {support && (
          <aside className="help-support card" aria-label={T.support}>
            <h2 className="help-support__title">{T.support}</h2>
            <p>
              <strong>{support.area}</strong>
            </p>
            <p>
              Teléfono: {support.phone} · WhatsApp: {support.whatsapp} · <a href={`mailto:${support.email}`}>{support.email}</a>
            </p>
            <p>{support.schedule}</p>
            <p>{support.address}</p>
          </aside>
        )}
      </main>
      {tutorial !== null && <TutorialDialog key={tutorial} tutorialId={tutorial} onNextTutorial={nextTutorial} onClose={() => setTutorial(null)} />}
    </div>
  );
}
