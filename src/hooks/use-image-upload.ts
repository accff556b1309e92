// Uploads one checked image with /upload (multipart field `file`) and reports its progress.
import { useCallback, useState } from 'react';
import { useUploadFile } from '@generated/api/account/account';

export function useImageUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadFile({
    request: {
      onUploadProgress: (event: { loaded: number; total?: number }) => {
        if (event.total) setProgress(Math.min(100, Math.round((event.loaded * 100) / event.total)));
      },
    },
  });
  const { mutateAsync } = upload;

  const send = useCallback(
    async (file: File): Promise<string> => {
      setProgress(0);
      try {
        const path = await mutateAsync({ data: { file } });
        setProgress(100);
        return path;
      } finally {
        setProgress(null);
      }
    },
    [mutateAsync],
  );

  return { send, progress, pending: upload.isPending };
}
