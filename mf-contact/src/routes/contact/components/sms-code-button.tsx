import type { MouseEvent } from 'react';
import { Button } from '@site/design';
import { useTranslation } from '@site/i18n';

/**
 * 'Get code' at 0; otherwise the seconds left. Disabled while counting or while the request runs.
 * A submit button (`intent=code`) of the plain form, so it works before or without the scripts;
 * with them, `onClick` takes over (and stops the post).
 */
export function SmsCodeButton({ remaining, sending, onClick, className }: { remaining: number; sending: boolean; onClick: (event: MouseEvent<HTMLButtonElement>) => void; className?: string }) {
  const { t } = useTranslation('contact');
  return (
    <Button type="submit" name="intent" value="code" className={className} disabled={remaining > 0 || sending} busy={sending} onClick={onClick}>
      {remaining > 0 ? t('form.countdown', { seconds: remaining }) : t('form.getCode')}
    </Button>
  );
}
