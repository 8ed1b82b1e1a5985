import type { Migration } from '#kernel/server';

/**
 * Custom forms: the day limit of the IP/UUID rule through a unique index instead of a count under a lock. A counted
 * submission takes a slot (`limit_slot`, 1..the form's day limit) of its key's day, and the partial unique index
 * lets no two submissions of a key and day hold the same slot — so a key never has more submissions in a day than
 * the limit has slots, and concurrent submissions of one key no longer wait for each other. The counted rows kept
 * so far are numbered in the order they came.
 */
export const m0007CustomFormLimitSlot: Migration = {
  id: '0007-custom-form-limit-slot',
  up: `
alter table cms_custom_form_data add column limit_slot int;
update cms_custom_form_data d set limit_slot = n.slot
  from (select data_id, row_number() over (partition by form_id, client_key, submit_day order by data_id)::int as slot
        from cms_custom_form_data where client_key is not null and source = 'site') n
  where n.data_id = d.data_id;
create unique index cms_custom_form_data_slot_uq on cms_custom_form_data (form_id, client_key, submit_day, limit_slot)
  where limit_slot is not null;
drop index cms_custom_form_data_limit_idx;
`,
};
