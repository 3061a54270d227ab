import { useEffect, useState } from 'react';
import { splitCountryValue, toApiPhone, toSaveEnquiryRequest, type EnquiryFormValues, type MessageKey } from '@site/contracts';
import { useApiBase } from '@site/design';
import { Button, Checkbox, Form, Input, useAntdApp } from '@site/design/antd';
import { Trans, useLocale, useTranslation } from '@site/i18n';
import { saveEnquiry, sendVerificationCode } from '../api/enquiry-api';
import { CountrySelect } from './country-select';
import { completeValues, contractRule, emptyEnquiry } from './form-rules';
import { PrivacyLink } from './privacy-link';
import { SmsCodeButton } from './sms-code-button';
import { useCountdown } from './use-countdown';
import styles from './contact-form.module.css';

const privacyTags = { privacy: <PrivacyLink /> };

/** The purchase and cooperation form with SMS verification (spec sections 4 and 5). */
export function EnquiryForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useTranslation('contact');
  const locale = useLocale();
  const apiBase = useApiBase();
  const { message, modal } = useAntdApp();
  const [form] = Form.useForm<EnquiryFormValues>();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // Marks the form interactive once hydrated (end-to-end tests wait for it before typing).
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const rule = (field: Parameters<typeof contractRule>[0]) => contractRule(field, (key: MessageKey) => t(`validation.${key}`));
  const values = () => completeValues(form.getFieldsValue(true) as Partial<EnquiryFormValues>);

  const sendCode = async () => {
    const { country, phone } = values();
    setSending(true);
    try {
      await sendVerificationCode({ phoneNumber: toApiPhone(country, phone), countryCode: splitCountryValue(country)?.countryCode ?? '' }, apiBase);
      countdown.start();
      void message.success(t('toast.smsSent'));
    } catch (error) {
      console.warn(error);
      void message.error(t('toast.smsFailed'));
    } finally {
      setSending(false);
    }
  };

  // Phone first, then the privacy box: unticked, a confirm dialog asks for consent and ticks it.
  const requestCode = async () => {
    try {
      await form.validateFields(['phone']);
    } catch {
      return;
    }
    if (form.getFieldValue('accept') === 'checked') return sendCode();
    modal.confirm({
      title: t('privacyConfirm.title'),
      content: <Trans t={t} i18nKey="privacyConfirm.content" components={privacyTags} />,
      okText: t('privacyConfirm.ok'),
      cancelText: t('privacyConfirm.cancel'),
      onOk: () => {
        form.setFieldValue('accept', 'checked');
        void form.validateFields(['accept']);
        void sendCode();
      },
    });
  };

  const submit = async (enquiry: EnquiryFormValues) => {
    setSubmitting(true);
    try {
      await saveEnquiry(toSaveEnquiryRequest(enquiry, locale), apiBase);
      form.resetFields();
      void message.success(t('toast.submitSuccess'));
      onSubmitted();
    } catch (error) {
      console.warn(error);
      void message.error(t('toast.submitFailed'));
      setSubmitting(false);
    }
  };

  const confirmSubmit = () => {
    modal.confirm({
      title: t('reminder.title'),
      content: t('reminder.content'),
      okText: t('reminder.ok'),
      cancelText: t('reminder.cancel'),
      onOk: () => void submit(values()),
    });
  };

  return (
    <Form
      form={form}
      name="contact"
      layout="vertical"
      size="large"
      initialValues={emptyEnquiry}
      validateTrigger="onBlur"
      onFinish={confirmSubmit}
      aria-label={t('form.label')}
      data-interactive={interactive ? 'true' : undefined}
      className={styles.form}
    >
      <div className={styles.grid}>
        <Form.Item name="name" label={t('form.name')} required rules={rule('name')}>
          <Input autoComplete="name" placeholder={t('form.namePlaceholder')} />
        </Form.Item>
        <Form.Item name="email" label={t('form.email')} required rules={rule('email')}>
          <Input type="email" autoComplete="email" placeholder={t('form.emailPlaceholder')} />
        </Form.Item>
        <Form.Item name="company" label={t('form.company')} rules={rule('company')}>
          <Input autoComplete="organization" placeholder={t('form.companyPlaceholder')} />
        </Form.Item>
        <Form.Item name="city" label={t('form.city')} required rules={rule('city')}>
          <Input autoComplete="address-level2" placeholder={t('form.cityPlaceholder')} />
        </Form.Item>
        <Form.Item label={t('form.phone')} htmlFor="contact_phone" required>
          <div className={styles.inline}>
            <Form.Item name="country" noStyle>
              <CountrySelect />
            </Form.Item>
            <Form.Item name="phone" noStyle rules={rule('phone')} dependencies={['country']}>
              <Input type="tel" inputMode="tel" autoComplete="tel-national" placeholder={t('form.phonePlaceholder')} />
            </Form.Item>
          </div>
        </Form.Item>
        <Form.Item label={t('form.smsCode')} htmlFor="contact_smsCode" required>
          <div className={styles.inline}>
            <Form.Item name="smsCode" noStyle rules={rule('smsCode')}>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={t('form.smsCodePlaceholder')} />
            </Form.Item>
            <SmsCodeButton remaining={countdown.remaining} sending={sending} onClick={() => void requestCode()} />
          </div>
        </Form.Item>
      </div>
      <Form.Item name="remark" label={t('form.remark')} required rules={rule('remark')}>
        <Input.TextArea autoSize={{ minRows: 8, maxRows: 16 }} placeholder={t('form.remarkPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="accept"
        validateTrigger="onChange"
        rules={rule('accept')}
        getValueFromEvent={(event: { target: { checked: boolean } }) => (event.target.checked ? 'checked' : '')}
        getValueProps={(value: unknown) => ({ checked: value === 'checked' })}
      >
        <Checkbox>
          <Trans t={t} i18nKey="form.accept" components={privacyTags} />
        </Checkbox>
      </Form.Item>
      <p className={styles.notice}>
        <Trans t={t} i18nKey="form.notice" components={privacyTags} />
      </p>
      <Button type="primary" htmlType="submit" block disabled={submitting} loading={submitting} className={styles.submit}>
        {t('form.submit')}
      </Button>
    </Form>
  );
}
