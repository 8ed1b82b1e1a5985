import { describe, expect, it } from 'vitest';
import { ServiceRegistry } from '../../../kernel/server/services.ts';
import { NOTICE_PUBLISHER, type NoticePublisher, serviceKey } from '../../../kernel/shared/services.ts';

/** kernel.services: plugins provide and use each other's services by typed keys, one provider per key. */
describe('service registry', () => {
  const publisher: NoticePublisher = {
    publish: async (n) => ({ ref: '1', url: `/notice/${n.title}` }),
    takeOffline: async () => {},
  };

  it('answers the provided implementation, and nothing for a key no plugin provides', async () => {
    const services = new ServiceRegistry();
    expect(services.get(NOTICE_PUBLISHER)).toBeUndefined();
    services.provide(NOTICE_PUBLISHER, publisher, 'cms');
    const got = services.get(NOTICE_PUBLISHER);
    expect(got).toBe(publisher);
    expect(await got!.publish({ title: 'x', html: '', operator: 'a' })).toEqual({ ref: '1', url: '/notice/x' });
    expect(services.get(serviceKey<number>('other'))).toBeUndefined();
  });

  it('refuses a second provider of a key, naming both plugins', () => {
    const services = new ServiceRegistry();
    services.provide(NOTICE_PUBLISHER, publisher, 'cms');
    expect(() => services.provide(NOTICE_PUBLISHER, publisher, 'portal')).toThrow(
      'service "notice.publisher" is already provided by plugin "cms" (plugin "portal" provides it too)',
    );
  });
});
