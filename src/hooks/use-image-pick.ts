// One picked image on its way to the server: checked first (type and size, before any upload),
// previewed at once, uploaded through /upload with progress, then handed to the screen
// (`onUploaded`, e.g. saving it as the avatar). A refusal or a failure is kept as a translated
// message, and a failed file can be sent again as it was.
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useErrorText } from '@/hooks/use-error-text';
import { useImageUpload } from '@/hooks/use-image-upload';
import { checkImageFile, previewUrl, revokePreview, type ImageProblem } from '@/lib/image-file';

interface ImagePickOptions {
  /** The text of a file refused before any upload. */
  refusal: (problem: ImageProblem) => string;
  /** The text of an upload (or `onUploaded`) that failed, given the error's own text. */
  failure: (reason: string) => string;
  /** Called when a checked file starts uploading. */
  onStart?: () => void;
  /** What the screen does with the stored path; throwing counts as a failure (the file can be retried). */
  onUploaded: (path: string) => Promise<unknown> | unknown;
  /** Whether the screen is busy with something else that forbids a new pick. */
  busy?: boolean;
}

export function useImagePick({ refusal, failure, onStart, onUploaded, busy = false }: ImagePickOptions) {
  const errorText = useErrorText();
  const upload = useImageUpload();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failedFile, setFailedFile] = useState<File | null>(null);
  const previewRef = useRef<string | null>(null);

  useEffect(() => () => revokePreview(previewRef.current), []);

  function showPreview(url: string | null): void {
    revokePreview(previewRef.current);
    previewRef.current = url;
    setPreview(url);
  }

  async function send(file: File): Promise<void> {
    setProblem(null);
    setFailedFile(null);
    const bad = await checkImageFile(file);
    if (bad) {
      setProblem(refusal(bad));
      return;
    }
    showPreview(previewUrl(file));
    onStart?.();
    try {
      await onUploaded(await upload.send(file));
    } catch (error) {
      showPreview(null);
      setFailedFile(file);
      setProblem(failure(errorText(error)));
    }
  }

  function onPick(event: ChangeEvent<HTMLInputElement>): void {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file && !upload.pending && !busy) void send(file);
  }

  const retry = failedFile ? () => void send(failedFile) : undefined;
  return { preview, problem, retry, onPick, progress: upload.progress, pending: upload.pending };
}
