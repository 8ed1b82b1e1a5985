import { describe, expect, it } from 'vitest';
import { Registry } from '../../../kernel/client/registry.ts';
import { defineClientPlugin } from '../../../kernel/client/plugin.ts';

const load = () => Promise.resolve({ default: () => null });

describe('the kernel/public/register slot', () => {
  it('takes one plugin page, shown without a permission', () => {
    const reg = new Registry();
    reg.add(defineClientPlugin({ id: 'award', slots: [{ slot: 'kernel/public/register', load }] }), ['award']);
    expect(reg.slot('kernel/public/register').map((e) => e.plugin)).toEqual(['award']);
  });

  it('refuses a second plugin filling it, naming both', () => {
    const reg = new Registry();
    reg.add(defineClientPlugin({ id: 'award', slots: [{ slot: 'kernel/public/register', load }] }), ['award', 'other']);
    expect(() =>
      reg.add(defineClientPlugin({ id: 'other', slots: [{ slot: 'kernel/public/register', load }] }), ['award', 'other']),
    ).toThrow(/plugin "other": slot "kernel\/public\/register" is already filled by "award"/);
  });

  it('refuses a permission on a public slot', () => {
    const reg = new Registry();
    expect(() =>
      reg.add(defineClientPlugin({ id: 'award', slots: [{ slot: 'kernel/public/register', permission: 'x:y:z', load }] }), ['award']),
    ).toThrow(/is public/);
  });
});
