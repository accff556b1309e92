// One side of the identity document: pick a jpg or png (checked before the upload: type and
// 2 MB), preview it, upload it with progress through /upload, and keep the stored path.
import { Button, ProgressBar } from 'antd-mobile';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/hooks/use-error-text';
import { useImageUpload } from '@/hooks/use-image-upload';
import { checkImageFile, IMAGE_ACCEPT, previewUrl, revokePreview } from '@/lib/image-file';

interface DocumentPhotoProps {
  id: string;
  label: string;
  /** The stored path once uploaded. */
  value: string | null;
  onChange: (path: string | null) => void;
  error?: string;
}

export function DocumentPhoto({ id, label, value, onChange, error }: DocumentPhotoProps) {
  const { t } = useTranslation('kyc');
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
      setProblem(t(`photos.errors.${bad}`));
      return;
    }
    showPreview(previewUrl(file));
    onChange(null);
    try {
      onChange(await upload.send(file));
    } catch (failure) {
      showPreview(null);
      setFailedFile(file);
      setProblem(t('photos.errors.failed', { reason: errorText(failure) }));
    }
  }

  function onPick(event: ChangeEvent<HTMLInputElement>): void {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file && !upload.pending) void send(file);
  }

  const message = problem ?? error;
  const state = upload.pending ? t('photos.uploading') : value ? t('photos.uploaded') : t('photos.choose');

  return (
    <div className={message ? 'kyc-photo kyc-photo--invalid' : 'kyc-photo'}>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept={IMAGE_ACCEPT}
        onChange={onPick}
        disabled={upload.pending}
        aria-label={label}
        aria-describedby={message ? `${id}-error` : undefined}
      />
      <label htmlFor={id} className="kyc-photo__box">
        {preview ? (
          <img src={preview} alt="" className="kyc-photo__preview" />
        ) : (
          <span className="kyc-photo__placeholder" aria-hidden="true">
            +
          </span>
        )}
        <span className="kyc-photo__label">{label}</span>
        <span className={value ? 'kyc-photo__state kyc-photo__state--done' : 'kyc-photo__state'}>
          {value && <span aria-hidden="true">✓ </span>}
          <span>{state}</span>
        </span>
      </label>
      {upload.progress !== null && (
        <div
          role="progressbar"
          aria-label={t('photos.progress', { side: label })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={upload.progress}
        >
          <ProgressBar percent={upload.progress} />
        </div>
      )}
      {message && (
        <div className="kyc-photo__error" id={`${id}-error`} role="alert">
          <p>{message}</p>
          {failedFile && (
            <Button size="mini" color="primary" fill="outline" onClick={() => void send(failedFile)}>
              {t('common:actions.retry')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
