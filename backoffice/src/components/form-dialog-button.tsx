import { useState, type ReactNode } from 'react';
import { Button, Form, Modal, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';

interface FormDialogButtonProps<Values> {
  label: ReactNode;
  /** The accessible name when the text alone is ambiguous (it must contain the text). */
  name?: string;
  title: string;
  confirmLabel: string;
  buttonProps?: Omit<ButtonProps, 'onClick'>;
  initialValues: Values;
  /** The dialog's text and the form's fields. */
  children: ReactNode;
  /** Resolves when done; the dialog then closes. */
  onSubmit: (values: Values) => Promise<unknown>;
}

/** A button opening a dialog with a small form (a canary's share, a rollout's steps, a password). */
export function FormDialogButton<Values extends object>({ label, name, title, confirmLabel, buttonProps, initialValues, children, onSubmit }: FormDialogButtonProps<Values>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(values: Values) {
    setBusy(true);
    try {
      await onSubmit(values);
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }

  return (
    <>
      <Button {...buttonProps} aria-label={name} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal
        open={open}
        title={title}
        okText={confirmLabel}
        cancelText={t('common.cancel')}
        confirmLoading={busy}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        closable={{ 'aria-label': t('common.close') }}
        destroyOnHidden
      >
        <Form<Values> form={form} layout="vertical" initialValues={initialValues} onFinish={(values) => void submit(values)}>
          {children}
        </Form>
      </Modal>
    </>
  );
}
