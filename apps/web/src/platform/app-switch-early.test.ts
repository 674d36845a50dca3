import { APP_TYPE } from '@awb/contract/common/apps';
import { afterEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn();
let token = 'user-a';
vi.mock('./api.ts', () => ({ call }));
vi.mock('./auth-store.ts', () => ({ authStore: { myToken: () => token } }));

const { clearEarlySwitches, prefetchAppSwitch, takeEarlySwitch } = await import('./app-switch-early.ts');

const answer = { appType: APP_TYPE.house, type: 0, info: '', tryDays: 0 };

afterEach(() => {
  clearEarlySwitches();
  call.mockReset();
  vi.useRealTimers();
  token = 'user-a';
});

describe('early app-use switch', () => {
  it('asks once ahead of the page and hands the answer to one check only', async () => {
    call.mockResolvedValue({ data: answer });
    prefetchAppSwitch(APP_TYPE.house);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]?.[1]).toEqual({ query: { payStatusId: APP_TYPE.house } });
    await expect(takeEarlySwitch(APP_TYPE.house)).resolves.toEqual(answer);
    expect(takeEarlySwitch(APP_TYPE.house)).toBeUndefined();
  });

  it('does not ask for apps outside the gate', () => {
    prefetchAppSwitch(-1);
    expect(call).not.toHaveBeenCalled();
  });

  it('keeps an answer for its user only, and not after ten seconds', () => {
    vi.useFakeTimers();
    call.mockResolvedValue({ data: answer });
    prefetchAppSwitch(APP_TYPE.house);
    token = 'user-b';
    expect(takeEarlySwitch(APP_TYPE.house)).toBeUndefined();
    token = 'user-a';
    vi.advanceTimersByTime(10_001);
    expect(takeEarlySwitch(APP_TYPE.house)).toBeUndefined();
  });

  it('a failed early answer is not an unhandled rejection', async () => {
    call.mockRejectedValue(new Error('network'));
    prefetchAppSwitch(APP_TYPE.house);
    await expect(takeEarlySwitch(APP_TYPE.house)).rejects.toThrow('network');
  });
});
