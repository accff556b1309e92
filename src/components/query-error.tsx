// What a screen shows when a call failed: the reason in the user's language and a retry button.
import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/hooks/use-error-text';

interface QueryErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  compact?: boolean;
}

export function QueryError({ error, onRetry, retrying = false, compact = false }: QueryErrorProps) {
  const { t } = useTranslation('common');
  const errorText = useErrorText();
  return (
    <div className="query-error" role="alert">
      <ErrorBlock
        status="default"
        title={t('errors.loadFailed')}
        description={errorText(error)}
        style={compact ? { '--image-height': '0px' } : { '--image-height': '96px' }}
      >
        <Button size="small" color="primary" fill="outline" loading={retrying} onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      </ErrorBlock>
    </div>
  );
}
