import { Alert, Typography } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type {
  LaunchBlockView,
  LaunchDetail,
} from "@site/console-contract/launches";
import { Panel } from "../../../components/panel";

/** Why a member blocks the launch, in the page's language. */
function blockText(t: TFunction, block: LaunchBlockView): string {
  const language = block.language
    ? t(`newsroom.languages.${block.language}`)
    : "";
  switch (block.reason) {
    case "missing-article":
      return t("launch.blocks.missingArticle");
    case "missing-language":
      return t("launch.blocks.missingLanguage", { language });
    case "unserved-link":
      return t("launch.blocks.unservedLink", { language, path: block.path });
    case "edited-after-joining":
      return t("launch.blocks.edited", { language });
    case "empty":
      return t("launch.blocks.empty");
    default:
      return t("launch.blocks.areaCheck", { problem: block.problem });
  }
}

/** What blocks the launch now, member by member; ran as the page opened. */
export function PreflightPanel({ details }: { details: LaunchDetail }) {
  const { t } = useTranslation();
  const { launch, blocks } = details;
  const checked =
    launch.state === "draft" ||
    launch.state === "scheduled" ||
    launch.state === "reverted";
  return (
    <Panel id="launch-preflight" title={t("launch.preflight")}>
      {!checked ? (
        <Typography.Text type="secondary">
          {t("launch.preflightNotNow")}
        </Typography.Text>
      ) : blocks.length === 0 ? (
        <Alert type="success" showIcon title={t("launch.preflightPassed")} />
      ) : (
        <Alert
          type="error"
          showIcon
          title={t("launch.preflightBlocked", { count: blocks.length })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {blocks.map((block) => (
                <li key={block.line}>
                  <strong>{block.member}</strong>: {blockText(t, block)}
                </li>
              ))}
            </ul>
          }
        />
      )}
    </Panel>
  );
}
