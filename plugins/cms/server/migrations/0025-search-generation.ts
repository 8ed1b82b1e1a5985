import type { Migration } from '#kernel/server';

/**
 * The search's generation (issue 35, its speed): one number that every statement changing what a search answers
 * raises — on the index (publish, offline, delete, move, restore, a rebuild; also from the render threads and the
 * cascades of a deleted site or content), the pins, the synonyms and the dictionary. It is raised inside the writer's
 * transaction, so an instance that reads the new number also sees the new rows: the answers it keeps for a
 * generation (search/search-results.ts) are never older than their generation. One row, updated per statement.
 */
export const m0025SearchGeneration: Migration = {
  id: '0025-search-generation',
  up: `
create table cms_search_state (
  state_id int primary key default 1 check (state_id = 1),
  generation bigint not null default 0
);
insert into cms_search_state (state_id, generation) values (1, 0);
create function cms_search_generation_bump() returns trigger language plpgsql as $$
begin
  update cms_search_state set generation = generation + 1 where state_id = 1;
  return null;
end $$;
create trigger cms_search_index_generation after insert or update or delete or truncate on cms_search_index
  for each statement execute function cms_search_generation_bump();
create trigger cms_search_pin_generation after insert or update or delete or truncate on cms_search_pin
  for each statement execute function cms_search_generation_bump();
create trigger cms_search_synonym_generation after insert or update or delete or truncate on cms_search_synonym
  for each statement execute function cms_search_generation_bump();
create trigger cms_search_dict_word_generation after insert or update or delete or truncate on cms_search_dict_word
  for each statement execute function cms_search_generation_bump();
`,
};
