import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindNavigate } from './nav.ts';
import { overlayPicker } from './overlay-picker.ts';

type TRequest = { title: string };
const picker = overlayPicker<TRequest, string[]>('test:picked', 'testPicker:');

let opened: string[] = [];
let stored: Map<string, string>;

beforeEach(() => {
  opened = [];
  stored = new Map();
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, v),
    removeItem: (k: string) => void stored.delete(k),
  });
  bindNavigate(((to: string) => void opened.push(to)) as Parameters<typeof bindNavigate>[0]);
});
afterEach(() => vi.unstubAllGlobals());

describe('overlayPicker', () => {
  it('opens the page with a request id, answers with the pick and forgets the request', async () => {
    const answer = picker.open('pages/public/test-picker', { title: '选择' });
    const id = new URLSearchParams(opened[0]!.split('?')[1]).get('id')!;
    expect(opened[0]).toBe(`/pages/public/test-picker?id=${id}`);
    expect(picker.readRequest(id)).toEqual({ title: '选择' });
    picker.report('another', ['x']);
    picker.report(id, ['a', 'b']);
    await expect(answer).resolves.toEqual(['a', 'b']);
    expect(picker.readRequest(id)).toBeNull();
  });
  it('answers null when the picker is left, and reads no request without an id', async () => {
    const answer = picker.open('pages/public/test-picker', { title: '' });
    const id = new URLSearchParams(opened[0]!.split('?')[1]).get('id')!;
    picker.report(id, null);
    await expect(answer).resolves.toBeNull();
    expect(picker.readRequest(null)).toBeNull();
    stored.set('testPicker:broken', '{');
    expect(picker.readRequest('broken')).toBeNull();
  });
});
