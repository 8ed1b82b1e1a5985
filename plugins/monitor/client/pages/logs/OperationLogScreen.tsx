import { logScreen } from './LogScreen.tsx';

/** monitor/logs/operation: the operation log (system plugin's page). */
export default logScreen('system/operlog/index');
