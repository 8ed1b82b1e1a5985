import { AdLogTable } from './AdLogTable.tsx';
import { AdStatPanel } from './AdStatPanel.tsx';

/** The Statistics menu's ad reports (chestnut-api §1.13 CmsAdv: CmsAdStat, CmsAdClickLog, CmsAdViewLog). */
export const AdStatReport = () => <AdStatPanel />;
export const AdClickLogReport = () => <AdLogTable kind="click" />;
export const AdViewLogReport = () => <AdLogTable kind="view" />;
