import { describe, expect, it } from 'vitest';
import { collectedPictureFiles } from './collected-picture-files.ts';

const noStore = { db: {} as never, uploads: { read: async () => null } as never };

describe('collectedPictureFiles', () => {
  it('fetches https pictures only from the configured origins, in order, leaving out what fails', async () => {
    const asked: string[] = [];
    const fetchImpl = (async (url: URL) => {
      asked.push(String(url));
      if (url.pathname === '/gone.jpg') return new Response('no', { status: 404 });
      return new Response(Buffer.from(url.pathname));
    }) as unknown as typeof fetch;
    const files = await collectedPictureFiles(
      noStore,
      [
        'https://img.example.com/a.jpg',
        'https://elsewhere.example.com/b.jpg',
        'http://img.example.com/c.jpg',
        'https://img.example.com/gone.jpg',
        'not a link',
        'https://img.example.com/d.jpg',
      ],
      ['https://img.example.com'],
      fetchImpl,
    );
    expect(asked).toEqual([
      'https://img.example.com/a.jpg',
      'https://img.example.com/gone.jpg',
      'https://img.example.com/d.jpg',
    ]);
    expect(files.map((f) => f.bytes.toString())).toEqual(['/a.jpg', '/d.jpg']);
  });
});
