import { describe, expect, it } from 'vitest';
import { loadPlugins } from '../../../kernel/client/boot/plugins.ts';
import { Registry } from '../../../kernel/client/registry.ts';
import { defineClientPlugin, type ClientPluginEntry } from '../../../kernel/client/plugin.ts';

const page = () => Promise.resolve({ default: () => null });
const entry = (id: string, p: Parameters<typeof defineClientPlugin>[0]): ClientPluginEntry => ({
  id,
  load: async () => ({ default: defineClientPlugin(p) }),
});

describe('plugin boot', () => {
  it('loads only the enabled plugins, in list order, with their locales', async () => {
    const reg = new Registry();
    const loaded: string[] = [];
    const entries = [
      entry('system', { id: 'system', pages: { 'system/user/index': page } }),
      entry('cms', { id: 'cms', dependsOn: ['system'] }),
    ];
    await loadPlugins(entries, ['system'], reg, async (p) => void loaded.push(p.id));
    expect(reg.plugins.map((p) => p.id)).toEqual(['system']);
    expect(reg.page('system/user/index')?.plugin).toBe('system');
    expect(loaded).toEqual(['system']);
  });

  it('fails loudly, naming the plugin', async () => {
    const noop = async () => {};
    await expect(loadPlugins([entry('cms', { id: 'cms', pages: { 'system/x': page } })], ['cms'], new Registry(), noop)).rejects.toThrow(
      /plugin "cms"/,
    );
    await expect(loadPlugins([entry('cms', { id: 'cms', dependsOn: ['system'] })], ['cms'], new Registry(), noop)).rejects.toThrow(
      /plugin "cms".*system/,
    );
    const broken: ClientPluginEntry = { id: 'award', load: () => Promise.reject(new Error('chunk missing')) };
    await expect(loadPlugins([broken], ['award'], new Registry(), noop)).rejects.toThrow(
      /plugin "award": failed to load \(chunk missing\)/,
    );
  });
});
