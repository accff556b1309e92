// Under a picked image: the upload's progress bar while it runs, then a refusal or failure with
// "Try again" when the file can be sent again as it was.
import { Button, ProgressBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

interface UploadStatusProps {
  /** 0-100 while uploading, else null. */
  progress: number | null;
  progressLabel: string;
  message: string | null | undefined;
  /** Present when the failed file can be sent again. */
  onRetry?: () => void;
  /** Id of the message, for the input's aria-describedby. */
  messageId?: string;
  progressClassName?: string;
  messageClassName: string;
}

export function UploadStatus(props: UploadStatusProps) {
  const { t } = useTranslation('common');
  const { progress, progressLabel, message, onRetry, messageId, progressClassName, messageClassName } = props;
  return (
    <>
      {progress !== null && (
        <div
          className={progressClassName}
          role="progressbar"
          aria-label={progressLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <ProgressBar percent={progress} />
        </div>
      )}
      {message && (
        <div className={messageClassName} id={messageId} role="alert">
          <p>{message}</p>
          {onRetry && (
            <Button size="mini" color="primary" fill="outline" onClick={onRetry}>
              {t('actions.retry')}
            </Button>
          )}
        </div>
      )}
    </>
  );
}
