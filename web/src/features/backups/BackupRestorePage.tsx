import { useState } from 'react';
import { TabList } from '../../widgets/TabList';
import { BackupTab } from './BackupTab';
import { BACKUP_TEXT as T } from './messages';
import { RestoreTab } from './RestoreTab';
import './backups.css';

/** /backup_restore: tab 1 backup, tab 2 restore (administrators only; the API refuses others). */
export function BackupRestorePage() {
  const [tab, setTab] = useState(0);
  return (
    <section className="page">
      <h1 className="page__title">{T.title}</h1>
      <p className="page__subtitle">{T.subtitle}</p>
      <TabList id="bk" label={T.tabsLabel} tabs={T.tabs} selected={tab} onSelect={setTab} />
      <div role="tabpanel" id={`bk-panel-${tab}`} aria-labelledby={`bk-tab-${tab}`}>
        {tab === 0 ? <BackupTab /> : <RestoreTab />}
      </div>
    </section>
  );
}
