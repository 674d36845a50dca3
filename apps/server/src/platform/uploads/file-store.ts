import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded bytes live. Local disk now; an S3-compatible store can implement the same. */
export interface FileStore {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** Every stored key with its last change (the orphan sweep). */
  list(): AsyncIterable<{ key: string; modifiedAt: Date }>;
  remove(key: string): Promise<void>;
}

export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    const resolved = path.resolve(this.root, key);
    if (!resolved.startsWith(path.resolve(this.root) + path.sep)) throw new Error('bad file key');
    return resolved;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Unique, so two servers writing the same key (a thumbnail asked for at once) never share a temporary.
    const tmp = `${file}.${randomUUID()}.tmp`;
    await fs.writeFile(tmp, bytes);
    await fs.rename(tmp, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.file(key));
    } catch {
      return null;
    }
  }

  async *list(): AsyncIterable<{ key: string; modifiedAt: Date }> {
    let entries: string[];
    try {
      entries = await fs.readdir(this.root, { recursive: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const stat = await fs.stat(path.join(this.root, entry)).catch(() => null);
      if (stat?.isFile()) yield { key: entry.split(path.sep).join('/'), modifiedAt: stat.mtime };
    }
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }
}
