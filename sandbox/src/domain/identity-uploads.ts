// Uploaded images (avatars, identity documents): jpg or png only, told by their bytes rather than
// by the name or type the client claims; stored under a random name in the upload folder and
// recorded with their owner, so that a profile or a verification points only at an image its owner
// uploaded, or at one of the site's own images (the seed's avatars and documents).
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { Queryable } from '../db/db';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export type ImageKind = 'png' | 'jpg';

/** The image's kind by its signature, or null when it is neither a png nor a jpg. */
export function imageKind(data: Buffer): ImageKind | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  return null;
}

/** Writes the image to `dir` under a random name and answers the path the site serves it at. */
export async function storeImage(
  q: Queryable,
  u: { dir: string; userId: number; data: Buffer; kind: ImageKind; now: number },
): Promise<string> {
  const name = `${randomBytes(12).toString('hex')}.${u.kind}`;
  await writeFile(join(u.dir, name), u.data);
  await q.query('INSERT INTO uploads (name, user_id, mimetype, size, created_at) VALUES ($1, $2, $3, $4, $5)', [
    name,
    u.userId,
    u.kind === 'png' ? 'image/png' : 'image/jpeg',
    u.data.length,
    u.now,
  ]);
  return `/upload/${name}`;
}

/**
 * Whether `path` is a jpg or png the user may use: one they uploaded (`/upload/<name>`), or an
 * image of the site's own folder (`/upload/avatar/100238.png`).
 */
export async function isUsableImage(q: Queryable, path: string, userId: number, siteDir: string): Promise<boolean> {
  const match = /^\/upload\/([A-Za-z0-9._/-]+\.(?:png|jpe?g))$/i.exec(path);
  if (!match?.[1] || match[1].includes('..')) return false;
  const rest = match[1];
  if (!rest.includes('/')) {
    const own = await q.one('SELECT 1 FROM uploads WHERE name = $1 AND user_id = $2', [rest, userId]);
    return Boolean(own);
  }
  const file = normalize(join(siteDir, rest));
  return file.startsWith(siteDir + sep) && existsSync(file);
}
