import { invalidField, sql, type Db } from '#kernel/server';
import { patterns } from '#kernel/shared';
/** The fields add, edit and import check alike. */
interface UserFields {
  userId?: number;
  userName: string;
  nickName: string;
  email?: string | null;
  phoneNumber?: string | null;
}

/** Checks the fields shared by add, edit and import; returns the trimmed values. */
export async function validateUser(db: Db, b: UserFields) {
  const userName = b.userName.trim();
  const nickName = b.nickName.trim();
  if (userName.length < 2 || userName.length > 20) throw invalidField('userName', 'system:errors.lengthBetween', { min: 2, max: 20 });
  if (!nickName) throw invalidField('nickName', 'server:schema.required');
  if (b.email && !patterns.email.test(b.email)) throw invalidField('email', 'server:schema.email');
  if (b.phoneNumber && !patterns.mobile.test(b.phoneNumber)) throw invalidField('phoneNumber', 'server:schema.mobile');
  const others = (q: ReturnType<typeof db.selectFrom<'sysUser'>>) => (b.userId ? q.where('userId', '<>', b.userId) : q);
  if (await others(db.selectFrom('sysUser')).select('userId').where(sql`lower(user_name)`, '=', userName.toLowerCase()).executeTakeFirst())
    throw invalidField('userName', 'system:errors.userNameTaken', { value: userName });
  if (
    b.email &&
    (await others(db.selectFrom('sysUser')).select('userId').where(sql`lower(email)`, '=', b.email.toLowerCase()).executeTakeFirst())
  )
    throw invalidField('email', 'system:errors.emailTaken', { value: b.email });
  if (
    b.phoneNumber &&
    (await others(db.selectFrom('sysUser')).select('userId').where('phoneNumber', '=', b.phoneNumber).executeTakeFirst())
  )
    throw invalidField('phoneNumber', 'system:errors.phoneTaken', { value: b.phoneNumber });
  return { userName, nickName, email: b.email || null, phoneNumber: b.phoneNumber || null };
}
