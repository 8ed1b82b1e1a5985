import { logScreen } from './LogScreen.tsx';

/** monitor/logs/logininfo: the login log (system plugin's page). */
export default logScreen('system/logininfor/index');
