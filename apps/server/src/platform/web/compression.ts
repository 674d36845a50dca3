import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * JSON and text answers of 1 KB and more leave brotli- or gzip-compressed, as Accept-Encoding allows; a
 * caller that asks for neither gets them plain. Uploaded pictures and PDFs are already
 * compressed and are not among these types; the web build is served from its precompressed files.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    threshold: COMPRESS_MIN_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: /^(?:application\/json|text\/)/,
  });
}
