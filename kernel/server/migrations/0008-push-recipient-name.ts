import type { Migration } from '../db/migrate.ts';

/** The name a delivery's message greets (`recipient.name`) kept on the delivery, not in the occurrence's payload. */
export const m0008PushRecipientName: Migration = {
  id: '0008-push-recipient-name',
  up: `alter table sys_push_delivery add column recipient_name varchar(200);`,
};
