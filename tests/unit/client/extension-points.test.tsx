// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { bus } from '../../../kernel/client/bus.ts';
import { defineClientPlugin } from '../../../kernel/client/plugin.ts';
import { Registry, registry } from '../../../kernel/client/registry.ts';
import { baseHeaders } from '../../../kernel/client/request/request.ts';
import { PluginSlot, SlotItemView, usePluginSlot } from '../../../kernel/client/shell/PluginSlot.tsx';
import { setToken } from '../../../kernel/client/auth/token.ts';
import { renderWithKernel } from '../../support/render-with-kernel.tsx';
import { flush } from '../widgets/helpers.tsx';

declare module '#kernel/client' {
  interface PluginBusEvents {
    'probe.ping': { n: number };
  }
}

const card = (text: string) => () => Promise.resolve({ default: () => <span className="probe-card">{text}</span> });

describe('client extension points', () => {
  it('slot contributions load lazily, in their order, only for people holding their permission', async () => {
    registry.add(
      defineClientPlugin({
        id: 'probe',
        slots: [
          { slot: 'kernel/home/widgets', order: 20, load: card('second') },
          { slot: 'kernel/home/widgets', order: 10, load: card('first') },
          { slot: 'kernel/home/widgets', order: 30, permission: 'probe:secret:view', load: card('secret') },
        ],
      }),
      ['probe'],
    );
    const plain = await renderWithKernel(<PluginSlot name="kernel/home/widgets" />, { permissions: [] });
    await flush(10);
    expect([...plain.container.querySelectorAll('.probe-card')].map((e) => e.textContent)).toEqual(['first', 'second']);
    plain.unmount();
    const allowed = await renderWithKernel(<PluginSlot name="kernel/home/widgets" />, { permissions: ['probe:secret:view'] });
    await flush(10);
    expect([...allowed.container.querySelectorAll('.probe-card')].map((e) => e.textContent)).toEqual(['first', 'second', 'secret']);
    allowed.unmount();
  });

  it('permission-editor tabs name their title, get the owner as props, and only permitted ones are offered', async () => {
    const reg = new Registry();
    expect(() =>
      reg.add(defineClientPlugin({ id: 'untitled', slots: [{ slot: 'kernel/permission/tabs', load: card('x') }] }), ['untitled']),
    ).toThrow(/plugin "untitled": slot "kernel\/permission\/tabs" needs a title/);
    const tab = () =>
      Promise.resolve({
        default: ({ ownerType, owner }: { ownerType: string; owner: number }) => (
          <span className="probe-tab">{`${ownerType}#${owner}`}</span>
        ),
      });
    registry.add(
      defineClientPlugin({
        id: 'probe-tabs',
        slots: [
          { slot: 'kernel/permission/tabs', order: 2, title: 'probe:tabs.second', permission: 'probe:role:edit', load: tab },
          { slot: 'kernel/permission/tabs', order: 1, title: 'probe:tabs.first', load: tab },
        ],
      }),
      ['probe-tabs'],
    );
    function Host() {
      const items = usePluginSlot('kernel/permission/tabs');
      return (
        <>
          {items.map((it) => (
            <div key={it.key} className="probe-pane" data-title={it.title}>
              <SlotItemView name="kernel/permission/tabs" item={it} props={{ ownerType: 'Role', owner: 7 }} />
            </div>
          ))}
        </>
      );
    }
    const plain = await renderWithKernel(<Host />, { permissions: [] });
    await flush(10);
    expect([...plain.container.querySelectorAll('.probe-pane')].map((e) => e.getAttribute('data-title'))).toEqual(['probe:tabs.first']);
    plain.unmount();
    const allowed = await renderWithKernel(<Host />, { permissions: ['probe:role:edit'] });
    await flush(10);
    expect([...allowed.container.querySelectorAll('.probe-pane')].map((e) => e.getAttribute('data-title'))).toEqual([
      'probe:tabs.first',
      'probe:tabs.second',
    ]);
    expect([...allowed.container.querySelectorAll('.probe-tab')].map((e) => e.textContent)).toEqual(['Role#7', 'Role#7']);
    allowed.unmount();
  });

  it("a plugin's form components live under its id and never replace a kernel one", () => {
    const reg = new Registry();
    const Input = () => null;
    reg.add(defineClientPlugin({ id: 'cms', formComponents: { Input } }), ['cms']);
    expect(reg.formComponents.get('cms.Input')).toBe(Input);
    expect(reg.formComponents.has('Input')).toBe(false);
    expect(() => reg.add(defineClientPlugin({ id: 'award', formComponents: { 'bad name': Input } }), ['award'])).toThrow(/plugin "award"/);
  });

  it('plugin request headers go on signed-in calls only', () => {
    const reg = new Registry();
    let site: string | undefined = '7';
    reg.add(defineClientPlugin({ id: 'hdr', requestHeaders: () => ({ CurrentSite: site }) }), ['hdr']);
    setToken('t0k3n');
    expect(baseHeaders()).toMatchObject({ CurrentSite: '7', Authorization: 'Bearer t0k3n' });
    expect(baseHeaders(false).CurrentSite).toBeUndefined();
    site = undefined;
    expect('CurrentSite' in baseHeaders()).toBe(false);
  });

  it('plugin bus events are typed by declaration merging', () => {
    const seen: number[] = [];
    bus.on('probe.ping', (e) => seen.push(e.n));
    bus.emit('probe.ping', { n: 3 });
    // @ts-expect-error a payload of the wrong shape does not compile
    bus.emit('probe.ping', { n: 'three' });
    expect(seen[0]).toBe(3);
  });
});
