import { describe, expect, it } from 'vitest';
import { pdfViewerPage, sameOriginPath, shareAddress } from './ceremony-links.ts';

const ORIGIN = 'https://awb.example.com';

describe('sameOriginPath', () => {
  it('keeps a path or an address of this server, as a path', () => {
    expect(sameOriginPath('/sign/pdf?o=1&c=2&s=ab', ORIGIN)).toBe('/sign/pdf?o=1&c=2&s=ab');
    expect(sameOriginPath(`${ORIGIN}/sign/pdf?o=1`, ORIGIN)).toBe('/sign/pdf?o=1');
  });
  it('refuses other hosts, other schemes and nothing', () => {
    expect(sameOriginPath('https://evil.example/x.pdf', ORIGIN)).toBeNull();
    expect(sameOriginPath('//evil.example/x.pdf', ORIGIN)).toBeNull();
    expect(sameOriginPath('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(sameOriginPath('', ORIGIN)).toBeNull();
    expect(sameOriginPath(null, ORIGIN)).toBeNull();
  });
});

describe('viewer addresses', () => {
  it('open the seed page with url, title and type pdf', () => {
    expect(pdfViewerPage('/sign/pdf?o=1&c=2', '买卖合同', 2)).toBe(
      'pages/public/pdf-viewer?url=%2Fsign%2Fpdf%3Fo%3D1%26c%3D2&title=%E4%B9%B0%E5%8D%96%E5%90%88%E5%90%8C&type=pdf&contractId=2',
    );
  });
  it('share as an absolute address of the viewer', () => {
    const address = shareAddress(ORIGIN, '/h5/', '/sign/pdf?o=1', '合同');
    expect(address.startsWith(`${ORIGIN}/h5/#/pages/public/pdf-viewer?url=%2Fsign%2Fpdf%3Fo%3D1`)).toBe(true);
    expect(address).toContain('type=pdf');
  });
});
