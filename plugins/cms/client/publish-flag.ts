/** SPEC §3: the local key that asks the navbar to poll the publish queue ('true' or absent). */
export const PUBLISH_FLAG = 'publish_flag';

/** Starts the navbar's publish polling (after a publish was asked for). */
export const raisePublishFlag = () => localStorage.setItem(PUBLISH_FLAG, 'true');
export const publishFlagRaised = () => localStorage.getItem(PUBLISH_FLAG) === 'true';
export const clearPublishFlag = () => localStorage.removeItem(PUBLISH_FLAG);
