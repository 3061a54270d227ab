import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './lead-keys.module.css';

/** The lead desk's keys, for the inbox and for an enquiry (`?` shows them), with what each does. */
const keys = {
  inbox: [
    ['j', 'leads.keys.inbox.j'],
    ['k', 'leads.keys.inbox.k'],
    ['Enter', 'leads.keys.inbox.Enter'],
    ['a', 'leads.keys.inbox.a'],
    ['x', 'leads.keys.inbox.x'],
    ['s', 'leads.keys.inbox.s'],
    ['n', 'leads.keys.inbox.n'],
    ['?', 'leads.keys.inbox.help'],
  ],
  lead: [
    ['j', 'leads.keys.lead.j'],
    ['k', 'leads.keys.lead.k'],
    ['a', 'leads.keys.lead.a'],
    ['s', 'leads.keys.lead.s'],
    ['n', 'leads.keys.lead.n'],
    ['u', 'leads.keys.lead.u'],
    ['?', 'leads.keys.lead.help'],
  ],
} as const;

export function LeadKeys({ open, where, onClose }: { open: boolean; where: keyof typeof keys; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('leads.keys.title')} onCancel={onClose} footer={null}>
      <dl className={styles.keys}>
        {keys[where].map(([key, what]) => (
          <div key={key} className={styles.key}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{t(what)}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
