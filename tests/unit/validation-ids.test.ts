import { describe, expect, it } from 'vitest';
import { isIdCard18, isUscc, rules, usccCheckChar } from '../../kernel/shared/validation.ts';

describe('credit code (GB 32100-2015 MOD-31)', () => {
  it('accepts real-shaped codes with the right check character', () => {
    expect(isUscc('91350100M000100Y43')).toBe(true);
    const body = '91110108MA01ABCD0';
    expect(isUscc(body + usccCheckChar(body))).toBe(true);
  });
  it('refuses a wrong check character, a bad shape, lower case and forbidden letters', () => {
    const body = '91110108MA01ABCD0';
    const good = usccCheckChar(body);
    const wrong = '0123456789ABCDEFGHJKLMNPQRTUWXY'.split('').find((c) => c !== good)!;
    expect(isUscc(body + wrong)).toBe(false);
    expect(isUscc('91350100M000100Y4')).toBe(false);
    expect(isUscc('91350100m000100y43')).toBe(false);
    expect(isUscc('91350100I000100Y43')).toBe(false);
  });
  it('the rule answers a message key; blank passes (required is its own rule)', () => {
    expect(rules.uscc('91350100M000100Y44')).toEqual({ key: 'validation.uscc', params: undefined });
    expect(rules.uscc('')).toBeNull();
  });
});

describe('ID card (GB 11643-1999 MOD 11-2)', () => {
  it('accepts a valid number (X check character either case)', () => {
    expect(isIdCard18('11010519491231002X')).toBe(true);
    expect(isIdCard18('11010519491231002x')).toBe(true);
    expect(isIdCard18('440524188001010014')).toBe(true);
  });
  it('refuses a wrong check digit, an impossible date and a future birth date', () => {
    expect(isIdCard18('110105194912310021')).toBe(false);
    expect(isIdCard18('110105194902300021')).toBe(false);
    expect(isIdCard18('110105209912310021', new Date('2025-01-01'))).toBe(false);
    expect(rules.idcard('123')).toEqual({ key: 'validation.idcard', params: undefined });
  });
});

describe('member user name and mobile (SPEC §5)', () => {
  it('starts with a letter, then letters, digits, underscore', () => {
    expect(rules.memberName('acme_01')).toBeNull();
    expect(rules.memberName('1acme')).not.toBeNull();
    expect(rules.mobile('13800138000')).toBeNull();
    expect(rules.mobile('12800138000')).not.toBeNull();
  });
});
