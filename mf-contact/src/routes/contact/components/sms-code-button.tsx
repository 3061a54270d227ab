import { Button } from '@site/design/antd';
import { useTranslation } from '@site/i18n';

/** 'Get code' at 0; otherwise the seconds left, disabled while counting or while the request runs. */
export function SmsCodeButton({ remaining, sending, onClick }: { remaining: number; sending: boolean; onClick: () => void }) {
  const { t } = useTranslation('contact');
  return (
    <Button htmlType="button" size="large" disabled={remaining > 0} loading={sending} onClick={onClick}>
      {remaining > 0 ? t('form.countdown', { seconds: remaining }) : t('form.getCode')}
    </Button>
  );
}
