// Checks an image before it is uploaded: jpg or png only (by type and by its first bytes), at
// most 2 MB (the server's limit is undocumented; PHP's default is 2 MB). Shared by the avatar
// (account) and the identity document photos (kyc).

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_ACCEPT = 'image/png,image/jpeg';

export type ImageProblem = 'type' | 'size' | 'empty';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((byte, i) => bytes[i] === byte);

async function headBytes(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, 8);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(head);
  });
}

export async function checkImageFile(file: File): Promise<ImageProblem | null> {
  if (file.size === 0) return 'empty';
  const byType = file.type === 'image/png' || file.type === 'image/jpeg';
  const byName = /\.(png|jpe?g)$/i.test(file.name);
  if (!byType && !(file.type === '' && byName)) return 'type';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  try {
    const bytes = await headBytes(file);
    if (!startsWith(bytes, PNG) && !startsWith(bytes, JPEG)) return 'type';
  } catch {
    return 'type';
  }
  return null;
}

/** A local preview of the chosen file (blob: URL), revoked by the caller. */
export function previewUrl(file: File): string | null {
  try {
    return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
  } catch {
    return null;
  }
}

export function revokePreview(url: string | null): void {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}
