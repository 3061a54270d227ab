import { AntdScope, Modal } from "@site/design/antd";
import { useLocalePath, useTranslation } from "@site/i18n";

/** 'Prompt': the site may have been updated; confirming reloads the home page. */
export default function UpdatePrompt({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("shell");
  const localePath = useLocalePath();
  return (
    <AntdScope>
      <Modal
        open
        title={t("error.updatedTitle")}
        okText={t("error.confirm")}
        cancelText={t("error.cancel")}
        onOk={() => window.location.assign(localePath("/"))}
        onCancel={onClose}
      >
        {t("error.updatedText")}
      </Modal>
    </AntdScope>
  );
}
