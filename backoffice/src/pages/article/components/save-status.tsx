import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../app/api/use-error-text';
import { useFormat } from '../../../app/i18n/use-format';
import type { SaveState } from '../editing/use-autosave';

/** Beside the Save button, read out as it changes: saving, saved at a time, not saved (and why), unsaved changes. */
export function SaveStatus({ state, dirty, keptHere, createdNow }: { state: SaveState; dirty: boolean; keptHere: boolean; createdNow: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const errorText = useErrorText();
  const line = () => {
    if (state.kind === 'saving') return <Typography.Text type="secondary">{t('article.autosave.saving')}</Typography.Text>;
    if (state.kind === 'failed')
      return (
        <Typography.Text type="danger">
          {t('article.autosave.failed', { reason: errorText(state.error) })} {keptHere ? t('article.autosave.keptHere') : ''}
        </Typography.Text>
      );
    if (state.kind === 'conflict') return <Typography.Text type="warning">{t('article.autosave.conflict')}</Typography.Text>;
    if (dirty) return <Typography.Text type="warning">{keptHere ? t('article.autosave.unsavedKept') : t('article.unsaved')}</Typography.Text>;
    if (createdNow) return <Typography.Text type="success">{t('article.created')}</Typography.Text>;
    if (state.kind === 'saved') return <Typography.Text type="success">{t('article.autosave.savedAt', { time: format.time(state.at) })}</Typography.Text>;
    return null;
  };
  return (
    <span role="status" aria-live="polite" data-testid="save-status">
      {line()}
    </span>
  );
}
