import { type Static, Type } from 'typebox';
import { Wire } from '#kernel/shared';

/** ALLOW/DENY decide who gets in; INTERNAL marks the association's own networks (counted apart by statistics) */
export const IP_RULE_TYPES = ['ALLOW', 'DENY', 'INTERNAL'] as const;

/** An IP rule as the list and the detail send it (its CIDR as text). */
export const IpRule = Type.Object({
  ruleId: Wire.id(),
  type: Type.Enum([...IP_RULE_TYPES]),
  cidr: Type.String(),
  expireTime: Type.Optional(Wire.time()),
  /** `Y` when the expiry has passed (the rule no longer applies); list rows only */
  expired: Type.Optional(Wire.yesNo()),
  remark: Type.Optional(Type.String()),
  createTime: Type.Optional(Wire.time()),
  version: Wire.version(),
});
export type IpRule = Static<typeof IpRule>;

/** The saver accepts that the rule set refuses the address this very request comes from. */
const confirmLockout = Type.Optional(Type.Boolean());

const fields = {
  type: Type.Enum([...IP_RULE_TYPES]),
  // the CIDR itself (IPv4 or IPv6) is parsed by the route
  cidr: Type.String({ minLength: 1, maxLength: 64 }),
  expireTime: Type.Optional(Type.Union([Type.String({ pattern: '^$|^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' }), Type.Null()])),
  remark: Wire.optionalText(500),
  confirmLockout,
};

/** `POST /sys/iprule` */
export const IpRuleAdd = Type.Object(fields);
export type IpRuleAdd = Static<typeof IpRuleAdd>;

/** `PUT /sys/iprule` */
export const IpRuleEdit = Type.Object({ ruleId: Wire.id(), version: Wire.version(), ...fields });
export type IpRuleEdit = Static<typeof IpRuleEdit>;

/** Query of `DELETE /sys/iprule` (the ids are the body) */
export const IpRuleRemove = Type.Object({ confirmLockout });
export type IpRuleRemove = Static<typeof IpRuleRemove>;

/** Filters of `GET /sys/iprule`: `ip` is an address the rules cover, `expired` Y/N */
export const IpRuleQuery = Type.Object({
  type: Wire.filterOf(IP_RULE_TYPES),
  cidr: Wire.filter(64),
  ip: Wire.filter(64),
  expired: Wire.filterOf(['Y', 'N']),
});
export type IpRuleQuery = Static<typeof IpRuleQuery>;
