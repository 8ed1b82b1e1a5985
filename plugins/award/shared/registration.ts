import { checkConfirm, isBlank, personalPart, rules, type RuleResult } from '#kernel/shared';

/** Attachment slots of a member registration (awards.md §2.10); `required` ones must each hold a file. */
export const REGISTRATION_SLOTS = [
  { slot: 'businessLicence', required: true },
  { slot: 'legalRepId', required: true },
  { slot: 'applicationForm', required: true },
  { slot: 'qualificationCert', required: false },
  { slot: 'profileDoc', required: false },
] as const;
export type RegistrationSlot = (typeof REGISTRATION_SLOTS)[number]['slot'];

/** Upload limits of registration attachments: images and PDF, 5 MB each, at most 5 files per slot. */
export const REGISTRATION_UPLOAD = { types: ['jpg', 'jpeg', 'png', 'pdf'], maxBytes: 5 * 1024 * 1024, maxPerSlot: 5 } as const;

/** Dictionary-backed fields of the registration form: path → dictionary type (awards.md §4). */
export const REGISTRATION_DICTS: Record<string, string> = {
  'enterprise.enterpriseType': 'enterprise_type',
  'enterprise.memberCategory': 'member_category',
  'enterprise.ownership': 'ownership_type',
  'enterprise.highestQualification': 'qual_grade',
  applyLevel: 'member_level',
};

/** The body of `POST /bus/members/registerBusAssociationMembers` (awards.md §2.10). */
export interface RegistrationBody {
  account: { userName: string; password: string; confirmPassword: string; phone: string; email?: string; code?: string; uuid?: string };
  enterprise: {
    enterpriseName: string;
    uscc: string;
    enterpriseType: string;
    legalRep: string;
    establishedDate: string;
    registeredCapital?: number;
    regAddress: string;
    mailAddress?: string;
    postcode?: string;
    memberCategory: string;
    ownership?: string;
    highestQualification?: string;
    staffCount?: number;
    lastYearOutput?: number;
    profile: string;
  };
  contact: { contactName: string; contactPost?: string; contactMobile: string; contactTel?: string; contactEmail?: string };
  applyLevel: string;
  charterAgree: boolean;
  attachments: { slot: string; path: string; name?: string }[];
  schemaVersion?: number;
}

/** One refused field: its dotted path and the message key (namespace included) with its parameters. */
export interface FieldProblem {
  field: string;
  key: string;
  params?: Record<string, unknown>;
}

const TEL = /^0\d{2,3}-?\d{7,8}(-\d{1,6})?$/;
const POSTCODE = /^\d{6}$/;

/** The nick name the review gives the applicant's account: the enterprise's name, cut to the column. */
export const registrantNickName = (b: Pick<RegistrationBody, 'enterprise'>): string =>
  (b.enterprise?.enterpriseName ?? '').trim().slice(0, 30);

/**
 * The rules of a registration beyond its schema (shapes, check digits, cross-field rules), shared by the
 * console and the server: the first problem, or null. The password policy, the captcha and uniqueness are
 * the server's alone.
 */
export function checkRegistration(b: RegistrationBody, today = new Date()): FieldProblem | null {
  const common = (field: string, r: RuleResult): FieldProblem | null => (r ? { field, key: `common:${r.key}`, params: r.params } : null);
  const a = b.account;
  const e = b.enterprise;
  const c = b.contact;
  const checks: (() => FieldProblem | null)[] = [
    () => common('account.userName', rules.required(a.userName) ?? rules.memberName(a.userName) ?? rules.length(a.userName, 2, 20)),
    () =>
      personalPart(a.password ?? '', { userName: a.userName, phoneNumber: a.phone, nickName: registrantNickName(b) })
        ? { field: 'account.password', key: 'common:validation.passwordPersonal' }
        : null,
    () => common('account.confirmPassword', checkConfirm(a.password, a.confirmPassword)),
    () => common('account.phone', rules.required(a.phone) ?? rules.mobile(a.phone)),
    () => common('account.email', rules.email(a.email ?? '')),
    () => common('enterprise.uscc', rules.required(e.uscc) ?? rules.uscc(e.uscc)),
    () =>
      !isBlank(e.establishedDate) && e.establishedDate > today.toISOString().slice(0, 10)
        ? { field: 'enterprise.establishedDate', key: 'award:errors.dateInFuture' }
        : null,
    () => (isBlank(e.postcode) || POSTCODE.test(e.postcode!) ? null : { field: 'enterprise.postcode', key: 'award:errors.postcode' }),
    () => common('contact.contactMobile', rules.required(c.contactMobile) ?? rules.mobile(c.contactMobile)),
    () => (isBlank(c.contactTel) || TEL.test(c.contactTel!) ? null : { field: 'contact.contactTel', key: 'award:errors.tel' }),
    () => common('contact.contactEmail', rules.email(c.contactEmail ?? '')),
    () => (b.charterAgree === true ? null : { field: 'charterAgree', key: 'award:errors.charterAgree' }),
    () => {
      for (const s of REGISTRATION_SLOTS)
        if (s.required && !b.attachments.some((x) => x.slot === s.slot))
          return { field: `attachments.${s.slot}`, key: 'award:errors.slotRequired', params: { slot: s.slot } };
      for (const x of b.attachments)
        if (!REGISTRATION_SLOTS.some((s) => s.slot === x.slot))
          return { field: 'attachments', key: 'award:errors.slotUnknown', params: { slot: x.slot } };
      for (const s of REGISTRATION_SLOTS)
        if (b.attachments.filter((x) => x.slot === s.slot).length > REGISTRATION_UPLOAD.maxPerSlot)
          return {
            field: `attachments.${s.slot}`,
            key: 'award:errors.slotTooMany',
            params: { slot: s.slot, max: REGISTRATION_UPLOAD.maxPerSlot },
          };
      return null;
    },
  ];
  for (const check of checks) {
    const p = check();
    if (p) return p;
  }
  return null;
}

/** Registration review statuses (dictionary `member_reg_status`). */
export const REGISTRATION_STATUSES = ['pending', 'passed', 'returned', 'rejected'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
