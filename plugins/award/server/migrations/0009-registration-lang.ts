import type { Migration } from '#kernel/server';

/**
 * A member registration keeps the language it was filled in, so the registrant hears of its result in that
 * language (they have no account, hence no sign-in language, until it passes).
 */
export const m0009RegistrationLang: Migration = {
  id: '0009-registration-lang',
  up: `
alter table award_registration add column lang varchar(8);
`,
};
