import type { ReactNode } from 'react';
import { AntdScope, Modal } from '@site/design/antd';

/**
 * The banner's film dialog. Its own chunk, loaded on the first click, so the page itself does not
 * load antd.
 */
export default function PromoDialog({ open, onClose, title, children }: { open: boolean; onClose: () => void; title: string; children: ReactNode }) {
  return (
    <AntdScope>
      <Modal open={open} onCancel={onClose} footer={null} title={title} width={960} centered destroyOnHidden>
        {children}
      </Modal>
    </AntdScope>
  );
}
