/**
 * The widths the server resizes uploaded pictures to (`/files/<name>?e=…&s=…&w=240`), in device
 * pixels. A fixed set, so nobody can make the server resize, and keep, a picture at every width.
 * Imports nothing: the web's first screen reads it.
 */
export const THUMBNAIL_WIDTHS = [240, 480, 960] as const;

export type TThumbnailWidth = (typeof THUMBNAIL_WIDTHS)[number];
