import { describe, expect, it } from 'vitest';
import { createNavigator } from '@/platform/navigation';

function fakeWindow(framed: boolean) {
  const own = { assigned: [] as string[] };
  const top = { location: { href: '' } };
  const win = {
    location: { assign: (url: string) => own.assigned.push(url) },
    top: undefined as unknown,
  };
  win.top = framed ? top : win;
  return { win: win as unknown as Window, own, top };
}

const pageUrl = 'https://hpp.example/pinergy/?M=1';

describe('navigation', () => {
  it('navigates the page itself outside an iframe', () => {
    const { win, own } = fakeWindow(false);
    createNavigator({ topWindow: true, pageUrl, win })('https://merchant.example/ok');
    expect(own.assigned).toEqual(['https://merchant.example/ok']);
  });

  it('navigates the top window for iframe variants', () => {
    const { win, own, top } = fakeWindow(true);
    createNavigator({ topWindow: true, pageUrl, win })('https://merchant.example/ok');
    expect(top.location.href).toBe('https://merchant.example/ok');
    expect(own.assigned).toEqual([]);
  });

  it('stays in the frame for variants not meant for iframes', () => {
    const { win, own, top } = fakeWindow(true);
    createNavigator({ topWindow: false, pageUrl, win })('https://merchant.example/ok');
    expect(own.assigned).toEqual(['https://merchant.example/ok']);
    expect(top.location.href).toBe('');
  });

  it('navigates the frame itself when the top window refuses (sandboxed iframe)', () => {
    const { win, own } = fakeWindow(true);
    (win as unknown as { top: unknown }).top = {
      get location() {
        throw new Error('SecurityError');
      },
    };
    createNavigator({ topWindow: true, pageUrl, win })('https://merchant.example/ok');
    expect(own.assigned).toEqual(['https://merchant.example/ok']);
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', ' JaVaScRiPt:alert(1)', 'vbscript:msgbox'])(
    'refuses %s and goes to its own address instead',
    (target) => {
      const { win, own } = fakeWindow(false);
      createNavigator({ topWindow: false, pageUrl, win })(target);
      expect(own.assigned).toEqual([pageUrl]);
    },
  );
});
