import { describe, expect, it } from 'vitest';
import { deviceWords } from './device-words.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
const IPHONE_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
const IPAD_SAFARI =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

describe('deviceWords', () => {
  it.each([
    [ANDROID_CHROME, '安卓手机 · Chrome 156'],
    [IPHONE_WECHAT, '苹果手机 · 微信 8'],
    [IPAD_SAFARI, '苹果平板 · Safari 17'],
    [WINDOWS_EDGE, 'Windows 电脑 · Microsoft Edge 131'],
    [MAC_SAFARI, '苹果电脑 · Safari 17'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', '苹果手机'],
  ])('%s', (ua, words) => {
    expect(deviceWords(ua)).toBe(words);
  });

  it('prints what is no user agent as it is, and a dash for nothing', () => {
    expect(deviceWords('现场签署平板')).toBe('现场签署平板');
    expect(deviceWords('')).toBe('—');
    expect(deviceWords(null)).toBe('—');
  });
});
