import { useState, type ReactNode } from 'react';
import { Button, Modal, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';

interface ConfirmButtonProps {
  /** The button's text; its accessible name unless `name` says more (it must contain the text). */
  label: ReactNode;
  name?: string;
  title: string;
  confirmLabel: string;
  danger?: boolean;
  buttonProps?: Omit<ButtonProps, 'onClick' | 'danger'>;
  /** The dialog's body: what will change, naming the area and the versions. */
  children: ReactNode;
  /** Resolves when done; the dialog then closes. */
  onConfirm: () => Promise<unknown>;
}

/** A button that asks first: a dialog naming what will change, and a second click to do it. */
export function ConfirmButton({ label, name, title, confirmLabel, danger, buttonProps, children, onConfirm }: ConfirmButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }

  return (
    <>
      <Button {...buttonProps} danger={danger} aria-label={name} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal
        open={open}
        title={title}
        okText={confirmLabel}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger }}
        confirmLoading={busy}
        onOk={() => void confirm()}
        onCancel={() => setOpen(false)}
        closable={{ 'aria-label': t('common.close') }}
        destroyOnHidden
      >
        {children}
      </Modal>
    </>
  );
}
