import { describe, expect, it } from 'vitest';
import { decide, isPublicPath, pageTitle, type GuardInput } from '../../../kernel/client/router/guard.ts';
import { safeRedirect } from '../../../kernel/client/router/safe-redirect.ts';

const base: GuardInput = {
  path: '/system/user',
  fullPath: '/system/user?x=1',
  hasToken: true,
  infoLoaded: true,
  routesLoaded: true,
  mustChangePassword: false,
};

describe('guard decisions (SPEC §2)', () => {
  it('lets anyone reach the public routes', () => {
    for (const path of ['/login', '/auth-redirect', '/bind', '/register'])
      expect(decide({ ...base, hasToken: false, path, fullPath: path })).toEqual({ type: 'allow' });
    expect(isPublicPath('/register/')).toBe(true);
    expect(isPublicPath('/registered')).toBe(false);
  });

  it('sends a visitor without a token to /login with the full path as redirect', () => {
    expect(decide({ ...base, hasToken: false })).toEqual({ type: 'redirect', to: '/login?redirect=%2Fsystem%2Fuser%3Fx%3D1' });
    expect(decide({ ...base, hasToken: false, path: '/', fullPath: '/' })).toEqual({ type: 'redirect', to: '/login?redirect=%2F' });
  });

  it('sends a signed-in user away from /login to /', () => {
    expect(decide({ ...base, path: '/login', fullPath: '/login' })).toEqual({ type: 'redirect', to: '/' });
  });

  it('loads info first when roles are empty, then routes', () => {
    expect(decide({ ...base, infoLoaded: false, routesLoaded: false })).toEqual({ type: 'load', info: true, routes: true });
    expect(decide({ ...base, routesLoaded: false })).toEqual({ type: 'load', info: false, routes: true });
  });

  it('allows a loaded session anywhere (unknown paths are the router’s /404)', () => {
    expect(decide(base)).toEqual({ type: 'allow' });
    expect(decide({ ...base, path: '/no/such/page' })).toEqual({ type: 'allow' });
  });

  it('keeps a user who must change the password on the account center', () => {
    expect(decide({ ...base, mustChangePassword: true })).toEqual({ type: 'redirect', to: '/user/profile' });
    expect(decide({ ...base, mustChangePassword: true, path: '/user/profile', fullPath: '/user/profile' })).toEqual({ type: 'allow' });
  });

  it('titles pages from meta, with the app title when dynamicTitle is on', () => {
    expect(pageTitle('用户管理', '筑协', false)).toBe('用户管理');
    expect(pageTitle('用户管理', '筑协', true)).toBe('用户管理 - 筑协');
    expect(pageTitle(undefined, '筑协', true)).toBe('筑协');
  });
});

describe('redirect query (open-redirect guard)', () => {
  it('follows same-app relative paths', () => {
    expect(safeRedirect('/system/user?x=1#a')).toBe('/system/user?x=1#a');
    expect(safeRedirect('/')).toBe('/');
  });
  it('refuses anything that could leave the app', () => {
    for (const bad of [
      '//evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/\\evil.example',
      'evil',
      '',
      '/login',
      ' //x',
      '/\tx',
      null,
      42,
    ])
      expect(safeRedirect(bad)).toBe('/');
  });
});
