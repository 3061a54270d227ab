import { Button, Result } from '@site/design/antd';
import { useNavigate, useLocalePath, useTranslation } from '@site/i18n';

/** Shown in place of the form once an enquiry was accepted. */
export function EnquirySuccess() {
  const { t } = useTranslation('contact');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  return (
    <Result
      status="success"
      title={<h2>{t('success.title')}</h2>}
      subTitle={t('success.subtitle')}
      extra={
        <Button type="primary" size="large" onClick={() => void navigate(localePath('/'))}>
          {t('success.backHome')}
        </Button>
      }
    />
  );
}
