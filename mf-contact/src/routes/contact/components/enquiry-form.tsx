import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { splitCountryValue, toApiPhone } from '@site/contracts';
import { Button, ConfirmDialog, useApiBase, type ToastKind } from '@site/design';
import { Trans, useLocale, useLocalePath, useTranslation } from '@site/i18n';
import { saveEnquiry, sendVerificationCode } from '../api/enquiry-api';
import { AutoSizeTextarea } from './auto-size-textarea';
import { CountryCombobox } from './country-combobox';
import { controlProps, FieldError, FormField } from './form-field';
import type { ContactFormStep } from '../plain-form/contact-form-step';
import { questions } from '../data/questions';
import { fieldId, questionField, submitFields, toEnquiryRequest, type ContactField } from './form-rules';
import { PlainStatus } from './plain-status';
import { PrivacyLink } from './privacy-link';
import { SmsCodeButton } from './sms-code-button';
import { useCountdown } from './use-countdown';
import { useEnquiryForm } from './use-enquiry-form';
import styles from './contact-form.module.css';

const privacyTags = { privacy: <PrivacyLink /> };

/** Stops a submit button's plain post: with scripts its click does the work in the page. */
const inPage = (action: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
  event.preventDefault();
  action();
};

/**
 * The purchase and cooperation form with SMS verification (spec sections 4 and 5). A real
 * `<form method="post">` (issue 28): without scripts its submit buttons (`intent` code, review,
 * confirm, cancel) post it to this page, whose server action (plain-form/action.ts) answers with
 * this page again, `step` telling what became of the post; with scripts the handlers below take over.
 */
export function EnquiryForm({ onSubmitted, notify, step }: { onSubmitted: () => void; notify: (kind: ToastKind, text: string) => void; step?: ContactFormStep | undefined }) {
  const { t } = useTranslation('contact');
  const locale = useLocale();
  const localePath = useLocalePath();
  const apiBase = useApiBase();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useEnquiryForm(formRef, step);
  const countdown = useCountdown();
  // The server-rendered "Warm reminder" of a plain post; with scripts it is the dialog below.
  const [reviewing, setReviewing] = useState(step?.step === 'confirm');
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [confirming, setConfirming] = useState<'privacy' | 'reminder' | null>(null);
  // Marks the form interactive once hydrated (end-to-end tests wait for it before typing).
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  // After a plain post for a code: the live countdown takes over from the line that gave the wait.
  const resendIn = step?.resendInSeconds ?? 0;
  const { start } = countdown;
  useEffect(() => {
    if (resendIn > 0) start(resendIn);
  }, [resendIn, start]);

  const error = (field: ContactField) => {
    const key = form.errors[field];
    return key ? t(`validation.${key}`) : undefined;
  };
  /** A text control's value, change and blur (the fields validate on blur). */
  const bind = (field: ContactField) => ({
    ...controlProps(field, error(field)),
    name: field,
    value: form.values[field] ?? '',
    onChange: (event: { target: { value: string } }) => form.setValue(field, event.target.value),
    onBlur: () => form.validate([field]),
  });

  const sendCode = async () => {
    const { country, phone } = form.current();
    setSending(true);
    try {
      await sendVerificationCode({ phoneNumber: toApiPhone(country, phone), countryCode: splitCountryValue(country)?.countryCode ?? '' }, apiBase);
      countdown.start();
      notify('success', t('toast.smsSent'));
    } catch (problem) {
      console.warn(problem);
      notify('error', t('toast.smsFailed'));
    } finally {
      setSending(false);
    }
  };

  // Phone first, then the privacy box: unticked, a confirm dialog asks for consent and ticks it.
  const requestCode = () => {
    if (form.validate(['phone']).length > 0) return;
    if (form.current().accept === 'checked') void sendCode();
    else setConfirming('privacy');
  };
  const acceptPrivacy = () => {
    setConfirming(null);
    form.setValue('accept', 'checked');
    void sendCode();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = form.validate(submitFields);
    if (invalid.length === 0) setConfirming('reminder');
    else document.getElementById(fieldId(invalid[0]!))?.focus();
  };
  const submit = async () => {
    setConfirming(null);
    setSubmitting(true);
    try {
      await saveEnquiry(toEnquiryRequest(form.current(), locale, (question) => t(`questions.${question.name}.label`)), apiBase);
      form.discardDraft();
      notify('success', t('toast.submitSuccess'));
      onSubmitted();
    } catch (problem) {
      console.warn(problem);
      notify('error', t('toast.submitFailed'));
      setSubmitting(false);
    }
  };

  return (
    <form ref={formRef} name="contact" id="contact-form" method="post" action={localePath('/contact')} noValidate onSubmit={onSubmit} aria-label={t('form.label')} data-interactive={interactive ? 'true' : undefined} data-draft={form.keepingDraft ? 'kept' : undefined} className={styles.form}>
      {/* The default button: Enter in a field checks the form (it never asks for a code). */}
      <button type="submit" name="intent" value="review" hidden tabIndex={-1}>
        {t('form.submit')}
      </button>
      {step ? <input type="hidden" name="token" value={step.token} /> : null}
      {/* The country as the plain post sends it; without scripts the selector is a text field, and
          the server reads a country typed into it (its name is countryName). */}
      <input type="hidden" name="country" value={form.values.country} />
      {step ? <PlainStatus step={step} live={interactive} /> : null}
      <div className={styles.grid}>
        <FormField field="name" label={t('form.name')} required error={error('name')}>
          <input {...bind('name')} aria-required className={styles.control} autoComplete="name" placeholder={t('form.namePlaceholder')} />
        </FormField>
        <FormField field="email" label={t('form.email')} required error={error('email')}>
          <input {...bind('email')} aria-required className={styles.control} type="email" autoComplete="email" placeholder={t('form.emailPlaceholder')} />
        </FormField>
        <FormField field="company" label={t('form.company')} error={error('company')}>
          <input {...bind('company')} className={styles.control} autoComplete="organization" placeholder={t('form.companyPlaceholder')} />
        </FormField>
        <FormField field="city" label={t('form.city')} required error={error('city')}>
          <input {...bind('city')} aria-required className={styles.control} autoComplete="address-level2" placeholder={t('form.cityPlaceholder')} />
        </FormField>
        {questions.map((question) => (
          <FormField key={question.name} field={questionField(question)} label={t(`questions.${question.name}.label`)} required={question.required} error={error(questionField(question))}>
            <input {...bind(questionField(question))} aria-required={question.required || undefined} className={styles.control} maxLength={question.maxLength} placeholder={t(`questions.${question.name}.placeholder`)} />
          </FormField>
        ))}
        <FormField field="phone" label={t('form.phone')} required error={error('phone')}>
          <div className={styles.inline}>
            <CountryCombobox value={form.values.country} onChange={(country) => form.setValue('country', country)} />
            <input {...bind('phone')} aria-required className={`${styles.control} ${styles.grow}`} type="tel" inputMode="tel" autoComplete="tel-national" placeholder={t('form.phonePlaceholder')} />
          </div>
        </FormField>
        <FormField field="smsCode" label={t('form.smsCode')} required error={error('smsCode')}>
          <div className={styles.inline}>
            <input {...bind('smsCode')} aria-required className={`${styles.control} ${styles.grow}`} inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={t('form.smsCodePlaceholder')} />
            <SmsCodeButton className={styles.smsButton} remaining={countdown.remaining} sending={sending} onClick={inPage(requestCode)} />
          </div>
        </FormField>
      </div>
      <FormField field="remark" label={t('form.remark')} required error={error('remark')}>
        <AutoSizeTextarea {...bind('remark')} aria-required className={`${styles.control} ${styles.textarea}`} rows={8} placeholder={t('form.remarkPlaceholder')} />
      </FormField>
      <div className={styles.accept}>
        <input
          {...controlProps('accept', error('accept'))}
          aria-required
          type="checkbox"
          name="accept"
          // What the plain post sends when ticked (the spec's accept value; a checkbox sends "on" otherwise).
          value="checked"
          className={styles.checkbox}
          checked={form.values.accept === 'checked'}
          onChange={(event) => form.setValue('accept', event.target.checked ? 'checked' : '')}
        />
        <label htmlFor={fieldId('accept')}>
          <Trans t={t} i18nKey="form.accept" components={privacyTags} />
        </label>
      </div>
      <FieldError field="accept" error={error('accept')} />
      <p className={styles.notice}>
        <Trans t={t} i18nKey="form.notice" components={privacyTags} />
      </p>
      {reviewing ? (
        <section id="contact-reminder" className={styles.reminder} aria-labelledby="contact-reminder-title">
          <h2 id="contact-reminder-title" className={styles.reminderTitle}>
            {t('reminder.title')}
          </h2>
          <p>{t('reminder.content')}</p>
          <div className={styles.reminderActions}>
            <Button type="submit" name="intent" value="cancel" onClick={inPage(() => setReviewing(false))}>
              {t('reminder.cancel')}
            </Button>
            <Button type="submit" name="intent" value="confirm" variant="primary" disabled={submitting} busy={submitting} onClick={inPage(() => {
              setReviewing(false);
              void submit();
            })}>
              {t('reminder.ok')}
            </Button>
          </div>
        </section>
      ) : (
        <Button type="submit" name="intent" value="review" variant="primary" className={styles.submit} disabled={submitting} busy={submitting}>
          {t('form.submit')}
        </Button>
      )}
      <ConfirmDialog open={confirming === 'privacy'} title={t('privacyConfirm.title')} okText={t('privacyConfirm.ok')} cancelText={t('privacyConfirm.cancel')} onOk={acceptPrivacy} onCancel={() => setConfirming(null)}>
        <Trans t={t} i18nKey="privacyConfirm.content" components={privacyTags} />
      </ConfirmDialog>
      <ConfirmDialog open={confirming === 'reminder'} title={t('reminder.title')} okText={t('reminder.ok')} cancelText={t('reminder.cancel')} onOk={() => void submit()} onCancel={() => setConfirming(null)}>
        {t('reminder.content')}
      </ConfirmDialog>
    </form>
  );
}
