// One side of the identity document: pick a jpg or png (checked before the upload: type and
// 2 MB), preview it, upload it with progress through /upload, and keep the stored path.
import { useTranslation } from 'react-i18next';
import { UploadStatus } from '@/components/upload-status';
import { useImagePick } from '@/hooks/use-image-pick';
import { IMAGE_ACCEPT } from '@/lib/image-file';

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
  const pick = useImagePick({
    refusal: (problem) => t(`photos.errors.${problem}`),
    failure: (reason) => t('photos.errors.failed', { reason }),
    onStart: () => onChange(null),
    onUploaded: (path) => onChange(path),
  });

  const message = pick.problem ?? error;
  const state = pick.pending ? t('photos.uploading') : value ? t('photos.uploaded') : t('photos.choose');

  return (
    <div className={message ? 'kyc-photo kyc-photo--invalid' : 'kyc-photo'}>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept={IMAGE_ACCEPT}
        onChange={pick.onPick}
        disabled={pick.pending}
        aria-label={label}
        aria-describedby={message ? `${id}-error` : undefined}
      />
      <label htmlFor={id} className="kyc-photo__box">
        {pick.preview ? (
          <img src={pick.preview} alt="" className="kyc-photo__preview" />
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
      <UploadStatus
        progress={pick.progress}
        progressLabel={t('photos.progress', { side: label })}
        message={message}
        messageId={`${id}-error`}
        messageClassName="kyc-photo__error"
        onRetry={pick.retry}
      />
    </div>
  );
}
