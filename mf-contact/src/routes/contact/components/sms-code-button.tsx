import { Button } from '@site/design';
import { useTranslation } from '@site/i18n';

/** 'Get code' at 0; otherwise the seconds left. Disabled while counting or while the request runs. */
export function SmsCodeButton({ remaining, sending, onClick, className }: { remaining: number; sending: boolean; onClick: () => void; className?: string }) {
  const { t } = useTranslation('contact');
  return (
    <Button className={className} disabled={remaining > 0 || sending} busy={sending} onClick={onClick}>
      {remaining > 0 ? t('form.countdown', { seconds: remaining }) : t('form.getCode')}
    </Button>
  );
}
