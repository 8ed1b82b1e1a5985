// the kernel owns menu titles and liveness (the router tree and the home shortcuts use them); the menu screens import them from here
export { liveMenu, menuI18nKey, menuTitle } from '#kernel/server';
